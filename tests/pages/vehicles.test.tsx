import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { VEHICLE_API } from '@/api/endpoints/vehicles'
import { MSG } from '@/lib/messages'
import { db } from '@/mocks/core/db'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { VEHICLE_TEXT } from '@/pages/packageMine/myVehicles'
import { VEHICLE_FORM_TEXT } from '@/pages/packageMine/myVehicles/edit/vehicle-form'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { expectSaidByFocus } from '../utils/failed-submit'
import { LIST_END_TEXT } from '@/components/list-end'

const LIST = '/packageMine/myVehicles'
const ADD = '/packageMine/myVehicles/add'

beforeEach(async () => {
  sessionStorage.clear()
  await loginThroughMock()
})

describe('我的车辆', () => {
  it('lists the seeded default car: plate, nickname and brand, 默认', async () => {
    renderApp(LIST)
    const car = await screen.findByRole('article', { name: '浙A·D12345' })
    expect(car).toHaveTextContent('默认')
    expect(car).toHaveTextContent('新能源')
    expect(car).toHaveTextContent('家用车 · 比亚迪 秦PLUS')
    expect(within(car).queryByRole('button', { name: /设为默认/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '添加车辆' })).toBeEnabled()
    expect(screen.getByText(LIST_END_TEXT)).toBeInTheDocument()
  })

  it('adds a car: a bad plate is said under the field and nothing typed is lost; a good one is listed', async () => {
    const fb = spyFeedback()
    const { router } = renderApp(ADD)
    const rest = await screen.findByLabelText('车牌号')
    await userEvent.selectOptions(screen.getByLabelText('车牌省份'), '沪')
    await userEvent.type(rest, 'bio12')
    // Upper case, and no I or O.
    expect(rest).toHaveValue('B12')
    await userEvent.type(screen.getByLabelText('车辆昵称'), '小白')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    // The focus goes to the plate, which reads its error (not an alert as well).
    expectSaidByFocus(rest, VEHICLE_FORM_TEXT.plateBad)
    expect(rest).toHaveAttribute('aria-invalid', 'true')
    expect(rest).toHaveAttribute('aria-describedby', expect.stringContaining('vehicle-plate-error'))
    expect(rest).toHaveValue('B12')
    expect(screen.getByLabelText('车辆昵称')).toHaveValue('小白')
    expect(db.vehicles).toHaveLength(1)

    await userEvent.type(rest, '345')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('switch', { name: '设为默认' }))
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST))
    expect(fb.toast).toHaveBeenCalledWith('添加成功')
    const car = await screen.findByRole('article', { name: '沪B·12345' })
    expect(car).toHaveTextContent('默认')
    expect(car).toHaveTextContent('小白')
    expect(db.vehicles.find((v) => v.plateNo === '沪B12345')).toMatchObject({ isDefault: true })
  })

  it('a plate the server refuses (already added) is said under the field, the form kept', async () => {
    spyFeedback()
    renderApp(ADD)
    await userEvent.type(await screen.findByLabelText('车牌号'), 'AD12345')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('该车牌已添加，请勿重复添加')
    expect(screen.getByLabelText('车牌号')).toHaveValue('AD12345')
    expect(screen.getByRole('button', { name: '确认添加' })).toBeEnabled()
  })

  it('sets another car as the default', async () => {
    db.vehicles.push({
      vehicleId: 'VH1002',
      plateNo: '京A12345',
      nickname: '',
      brand: '',
      newEnergy: false,
      isDefault: false,
      createTime: '2026-10-01 10:00:00',
    })
    const fb = spyFeedback()
    renderApp(LIST)
    const other = await screen.findByRole('article', { name: '京A·12345' })
    expect(other).toHaveTextContent('未填写昵称和车型')
    await userEvent.click(within(other).getByRole('button', { name: '将 京A·12345 设为默认' }))
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith(VEHICLE_TEXT.defaultSet))
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
        '京A·12345',
        '浙A·D12345',
      ]),
    )
    expect(screen.getByRole('article', { name: '京A·12345' })).toHaveTextContent('默认')
  })

  it('deletes a car only after a confirmation; then shows the empty state with 添加车辆', async () => {
    const fb = spyFeedback()
    const { router } = renderApp(LIST)
    const car = await screen.findByRole('article', { name: '浙A·D12345' })
    fb.confirm.mockResolvedValueOnce(false)
    await userEvent.click(within(car).getByRole('button', { name: '删除 浙A·D12345' }))
    expect(fb.confirm).toHaveBeenCalledWith(
      VEHICLE_TEXT.removeTitle,
      expect.stringContaining('浙A·D12345'),
      '确认删除',
    )
    expect(db.vehicles).toHaveLength(1)
    await userEvent.click(within(car).getByRole('button', { name: '删除 浙A·D12345' }))
    expect(await screen.findByText(VEHICLE_TEXT.empty)).toBeInTheDocument()
    expect(fb.toast).toHaveBeenCalledWith(VEHICLE_TEXT.removed)
    expect(db.vehicles).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: '添加车辆' }))
    expect(router.state.location.pathname).toBe(ADD)
  })

  it('edits a car: its plate and nickname filled in', async () => {
    spyFeedback()
    const { router } = renderApp(`/packageMine/myVehicles/edit?vehicleId=VH1001`)
    expect(await screen.findByLabelText('车牌号')).toHaveValue('AD12345')
    expect(screen.getByLabelText('车牌省份')).toHaveValue('浙')
    const nickname = screen.getByLabelText('车辆昵称')
    expect(nickname).toHaveValue('家用车')
    await userEvent.clear(nickname)
    await userEvent.type(nickname, '上班车')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST))
    expect(db.vehicles[0]).toMatchObject({ nickname: '上班车', isDefault: true })
  })

  it('a failed 保存 with several fields wrong: no alert a field; the focus on 车牌号 reads its error', async () => {
    // Saved elsewhere with a nickname and a model longer than this form takes.
    db.vehicles.push({
      vehicleId: 'VH1003',
      plateNo: '京A12345',
      nickname: '我家那辆白色的小电车呀',
      brand: '比亚迪 秦PLUS DM-i 2023款 冠军版 尊贵型',
      newEnergy: false,
      isDefault: false,
      createTime: '2026-10-01 10:00:00',
    })
    spyFeedback()
    renderApp('/packageMine/myVehicles/edit?vehicleId=VH1003')
    const rest = await screen.findByLabelText('车牌号')
    await userEvent.clear(rest)
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(screen.getByText(VEHICLE_FORM_TEXT.nickname)).toBeInTheDocument()
    expect(screen.getByText(VEHICLE_FORM_TEXT.brand)).toBeInTheDocument()
    expectSaidByFocus(rest, VEHICLE_FORM_TEXT.plateEmpty)
  })

  it('says so when the vehicle to edit is unknown', async () => {
    renderApp('/packageMine/myVehicles/edit?vehicleId=VH9')
    expect(await screen.findByText('车辆不存在或已删除')).toBeInTheDocument()
  })

  it('shows the load error with 重试', async () => {
    spyFeedback()
    server.use(http.post(route(VEHICLE_API.list), () => new HttpResponse(null, { status: 502 })))
    renderApp(LIST)
    expect(await screen.findByText('无法获取车辆')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument()
  })

  it('a network failure opens the network dialog (SPEC §8), as any page load does', async () => {
    const fb = spyFeedback()
    server.use(http.post(route(VEHICLE_API.list), () => HttpResponse.error()))
    renderApp(LIST)
    expect(await screen.findByText('无法获取车辆')).toBeInTheDocument()
    expect(fb.alert).toHaveBeenCalledWith(MSG.networkTitle, MSG.networkError)
  })
})

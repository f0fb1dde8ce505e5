import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '@/api/endpoints/spec'
import { VEHICLE_API } from '@/api/endpoints/vehicles'
import { db } from '@/mocks/core/db'
import { setClock } from '@/mocks/core/clock'
import {
  FORM_TEXT,
  toRequest,
  validateRedPacket,
  type RedPacketFormValues,
} from '@/pages/packageRedPacket/createRedPacket/form'
import { bodiesOf } from '../utils/calls'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

beforeEach(async () => {
  sessionStorage.clear()
  await loginThroughMock({ isPhone: true })
})

describe('发红包 form rules: full-width numbers and emoji titles', () => {
  const values = (over: Partial<RedPacketFormValues> = {}): RedPacketFormValues => ({
    title: '车友福利',
    amount: '10',
    count: '3',
    splitType: 'RANDOM',
    blessing: '',
    ...over,
  })

  it('accepts a full-width amount and count, and sends them as cents and a number', () => {
    const form = values({ amount: '１０', count: '３' })
    expect(validateRedPacket(form)).toEqual({})
    expect(toRequest(form)).toMatchObject({ totalAmount: 1000, count: 3 })
  })

  it('reads the full-width point too', () => {
    const form = values({ amount: '９。９', count: '２' })
    expect(validateRedPacket(form)).toEqual({})
    expect(toRequest(form)).toMatchObject({ totalAmount: 990, count: 2 })
  })

  it('still refuses what is not a number, full-width or not', () => {
    expect(validateRedPacket(values({ amount: '１０元' })).amount).toBe(FORM_TEXT.amountFormat)
    expect(validateRedPacket(values({ count: '２．５' })).count).toBe(FORM_TEXT.countFormat)
  })

  it('a title of 20 emoji passes the title rule; 21 does not', () => {
    expect(validateRedPacket(values({ title: '🚗'.repeat(20) })).title).toBeUndefined()
    expect(validateRedPacket(values({ title: '🚗'.repeat(21) })).title).toBe(FORM_TEXT.titleLong)
  })
})

describe('添加车辆: a whole plate typed or pasted into the plate field', () => {
  const ADD = '/packageMine/myVehicles/add'

  it('fireEvent.change with 粤B12345 picks 粤 and saves 粤B12345', async () => {
    spyFeedback()
    const saves = bodiesOf<{ plateNo: string }>(VEHICLE_API.save)
    const { router } = renderApp(ADD)
    const rest = await screen.findByLabelText('车牌号')
    expect(screen.getByLabelText('车牌省份')).toHaveValue('浙')
    fireEvent.change(rest, { target: { value: '粤B12345' } })
    expect(screen.getByLabelText('车牌省份')).toHaveValue('粤')
    expect(rest).toHaveValue('B12345')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageMine/myVehicles'))
    expect(saves.map((b) => b.plateNo)).toEqual(['粤B12345'])
    expect(db.vehicles.some((v) => v.plateNo === '粤B12345')).toBe(true)
  })

  it('a pasted 8-character plate 浙AF12345 is kept whole and saved as 浙AF12345', async () => {
    spyFeedback()
    const saves = bodiesOf<{ plateNo: string }>(VEHICLE_API.save)
    const { router } = renderApp(ADD)
    const rest = await screen.findByLabelText('车牌号')
    // Another province first: the pasted plate's own province must win.
    await userEvent.selectOptions(screen.getByLabelText('车牌省份'), '沪')
    await userEvent.click(rest)
    await userEvent.paste('浙AF12345')
    expect(screen.getByLabelText('车牌省份')).toHaveValue('浙')
    expect(rest).toHaveValue('AF12345')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageMine/myVehicles'))
    expect(saves.map((b) => b.plateNo)).toEqual(['浙AF12345'])
    expect(db.vehicles.some((v) => v.plateNo === '浙AF12345')).toBe(true)
  })

  it('a pasted plate with its separator (粤B·12345) is read the same', async () => {
    spyFeedback()
    renderApp(ADD)
    const rest = await screen.findByLabelText('车牌号')
    await userEvent.click(rest)
    await userEvent.paste('粤B·12345')
    expect(screen.getByLabelText('车牌省份')).toHaveValue('粤')
    expect(rest).toHaveValue('B12345')
  })
})

describe('添加银行卡: an ID number and a mobile pasted with spaces stay whole', () => {
  it('keeps every character of the pasted numbers and sends the digits', async () => {
    const fb = spyFeedback()
    const saves = bodiesOf<{ idCardNo: string; mobile: string }>(API.bankConfigSave)
    const { router } = renderApp('/packageMine/bankCard/addCard')
    await userEvent.type(await screen.findByLabelText('持卡人'), '李娜')
    await userEvent.click(screen.getByLabelText('身份证号'))
    await userEvent.paste('330106 19850312 108x')
    expect(screen.getByLabelText('身份证号')).toHaveValue('33010619850312108X')
    await userEvent.selectOptions(screen.getByLabelText('开户银行'), '中国建设银行')
    await userEvent.type(screen.getByLabelText('银行卡号'), '6228480000123510018')
    await userEvent.click(screen.getByLabelText('预留手机号'))
    await userEvent.paste('138 1234 5678')
    expect(screen.getByLabelText('预留手机号')).toHaveValue('13812345678')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageMine/bankCard/index'))
    expect(fb.toast).toHaveBeenCalledWith('添加成功')
    expect(saves).toHaveLength(1)
    expect(saves[0]).toMatchObject({ idCardNo: '33010619850312108X', mobile: '13812345678' })
    expect(db.bankConfigs.at(-1)).toMatchObject({
      idCardNo: '33010619850312108X',
      mobile: '13812345678',
    })
  })

  it('a mobile pasted with the country code (+86) keeps the number, not the code', async () => {
    spyFeedback()
    renderApp('/packageMine/bankCard/addCard')
    const mobile = await screen.findByLabelText('预留手机号')
    await userEvent.click(mobile)
    await userEvent.paste('+86 138 1234 5678')
    expect(mobile).toHaveValue('13812345678')
  })
})

describe('投保 form: a failed 立即投保 takes the user to the first wrong field', () => {
  it('with every field empty, focus moves to 姓名 (ins-name)', async () => {
    setClock(() => new Date(2026, 10, 22, 9, 58).getTime())
    const fb = spyFeedback()
    renderApp('/packageSafeService/safeCharge')
    await screen.findByRole('heading', { name: '安心充电保障' })
    const buy = screen.getByRole('button', { name: '立即投保' })
    await userEvent.click(buy)
    await waitFor(() => expect(document.activeElement?.id).toBe('ins-name'))
    expect(screen.getByLabelText('姓名')).toHaveFocus()
    expect(fb.confirm).not.toHaveBeenCalled()
  })

  it('with the name right and the ID wrong, focus moves to 身份证号', async () => {
    setClock(() => new Date(2026, 10, 22, 9, 58).getTime())
    spyFeedback()
    renderApp('/packageSafeService/safeCharge')
    await screen.findByRole('heading', { name: '安心充电保障' })
    await userEvent.type(screen.getByLabelText('姓名'), '张建国')
    await userEvent.click(screen.getByRole('button', { name: '立即投保' }))
    await waitFor(() => expect(document.activeElement?.id).toBe('ins-idCardNo'))
  })
})

describe('发红包 page: full-width numbers and an emoji title', () => {
  const CREATE = '/packageRedPacket/createRedPacket'

  it('amount １０ with count ２ passes: no amount error, the confirmation says ¥10.00 and 2', async () => {
    const fb = spyFeedback()
    fb.confirm.mockResolvedValue(false)
    renderApp(CREATE)
    await userEvent.type(await screen.findByLabelText('红包标题'), '车友福利')
    // A Chinese keyboard's full-width digits, as its input sends them.
    fireEvent.change(screen.getByLabelText('总金额'), { target: { value: '１０' } })
    fireEvent.change(screen.getByLabelText('红包个数'), { target: { value: '２' } })
    await userEvent.click(screen.getByRole('button', { name: '塞钱进红包' }))
    await waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1))
    expect(screen.queryByText(FORM_TEXT.amountFormat)).not.toBeInTheDocument()
    expect(screen.queryByText(FORM_TEXT.countFormat)).not.toBeInTheDocument()
    expect(screen.queryAllByRole('alert')).toEqual([])
    expect(fb.confirm.mock.calls[0]?.[1]).toContain('「车友福利」共¥10.00，2个')
  })

  it('a pasted title of 20 emoji is kept whole and passes', async () => {
    const fb = spyFeedback()
    fb.confirm.mockResolvedValue(false)
    renderApp(CREATE)
    const title = await screen.findByLabelText('红包标题')
    await userEvent.click(title)
    await userEvent.paste('🚗'.repeat(20))
    expect(title).toHaveValue('🚗'.repeat(20))
    await userEvent.type(screen.getByLabelText('总金额'), '6.66')
    await userEvent.type(screen.getByLabelText('红包个数'), '3')
    await userEvent.click(screen.getByRole('button', { name: '塞钱进红包' }))
    await waitFor(() => expect(fb.confirm).toHaveBeenCalledTimes(1))
    expect(screen.queryByText(FORM_TEXT.titleLong)).not.toBeInTheDocument()
  })
})

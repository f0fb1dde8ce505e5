import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { API } from '@/api/endpoints/spec'
import { db } from '@/mocks/core/db'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { BANK_TEXT } from '@/pages/packageMine/bankCard'
import { CARD_ACTION_TEXT } from '@/pages/packageChargingCard/realCardDetail/card-actions'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { expectSaidByFocus } from '../utils/failed-submit'
import { LIST_END_TEXT } from '@/components/list-end'

const REAL = `/packageChargingCard/realCardDetail?q=${encodeURIComponent('/b/card/activate/CARD0002')}`

beforeEach(async () => {
  await loginThroughMock()
})

describe('实体卡详情: loss, unbind, records', () => {
  it('reports the loss after a confirmation, shows 已挂失, and cancels it', async () => {
    const fb = spyFeedback()
    renderApp(REAL)
    expect(await screen.findByText('正常')).toBeInTheDocument()
    const records = await screen.findByRole('list', { name: '最近交易' })
    expect(within(records).getAllByRole('listitem').length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: '全部交易记录' })).toHaveAttribute(
      'href',
      '/packageChargingCard/rechargeRecord?cardId=CARD0002',
    )
    fb.confirm.mockResolvedValueOnce(false)
    await userEvent.click(screen.getByRole('button', { name: '挂失' }))
    expect(db.cards.find((c) => c.cardId === 'CARD0002')?.status).toBe('ACTIVE')
    await userEvent.click(screen.getByRole('button', { name: '挂失' }))
    expect(fb.confirm).toHaveBeenLastCalledWith(
      CARD_ACTION_TEXT.lossTitle,
      CARD_ACTION_TEXT.loss,
      '确认挂失',
    )
    expect(await screen.findByText('已挂失')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(CARD_ACTION_TEXT.lostNote)
    expect(fb.toast).toHaveBeenCalledWith(CARD_ACTION_TEXT.lossDone)
    // A lost card cannot be unbound (issue 24): 解除挂失 is offered instead.
    expect(screen.queryByRole('button', { name: '解绑' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '解除挂失' }))
    expect(await screen.findByText('正常')).toBeInTheDocument()
    expect(db.cards.find((c) => c.cardId === 'CARD0002')?.status).toBe('ACTIVE')
    expect(screen.getByRole('button', { name: '解绑' })).toBeInTheDocument()
  })

  it('unbinds after a confirmation and goes back to the card list', async () => {
    const fb = spyFeedback()
    const { router } = renderApp(REAL)
    await userEvent.click(await screen.findByRole('button', { name: '解绑' }))
    expect(fb.confirm).toHaveBeenCalledWith(
      CARD_ACTION_TEXT.unbindTitle,
      CARD_ACTION_TEXT.unbind,
      '确认解绑',
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageChargingCard/list'))
    expect(fb.toast).toHaveBeenCalledWith(CARD_ACTION_TEXT.unbindDone)
    expect(await screen.findAllByRole('article')).toHaveLength(1)
  })
})

describe('我的银行卡', () => {
  it('lists the cards masked, labelled bankName-bankCardNo, and removes one after a confirmation', async () => {
    const fb = spyFeedback()
    renderApp('/packageMine/bankCard/index')
    const cmb = await screen.findByRole('article', { name: '招商银行-6225********1234' })
    expect(cmb).toHaveTextContent('6225 **** **** 1234')
    expect(cmb).not.toHaveTextContent('6225880123581234')
    expect(screen.getByText(LIST_END_TEXT)).toBeInTheDocument()
    await userEvent.click(within(cmb).getByRole('button', { name: /删除/ }))
    expect(fb.confirm).toHaveBeenCalledWith(
      BANK_TEXT.removeTitle,
      expect.stringContaining('招商银行-6225********1234'),
      '确认删除',
    )
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /招商银行/ })).not.toBeInTheDocument(),
    )
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(fb.toast).toHaveBeenCalledWith(BANK_TEXT.removed)
  })

  it('asks for the whole list (pageSize 1000) and shows the empty state', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(route(API.bankConfigList), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({
          code: '000000',
          msg: 'ok',
          data: { bankConfigList: [], total: 0 },
        })
      }),
    )
    renderApp('/packageMine/bankCard/index')
    expect(await screen.findByText(BANK_TEXT.empty)).toBeInTheDocument()
    expect(bodies[0]).toEqual({ pageNo: 1, pageSize: 1000 })
    expect(screen.getByRole('button', { name: '添加银行卡' })).toBeInTheDocument()
    expect(screen.queryByText(LIST_END_TEXT)).not.toBeInTheDocument()
  })

  it('add: says what is wrong with each field (the focus on the first reads it, no alert a field), keeps the input, then saves and lists it', async () => {
    const fb = spyFeedback()
    const { router } = renderApp('/packageMine/bankCard/addCard')
    await userEvent.click(await screen.findByRole('button', { name: '确认添加' }))
    // Every field says what is wrong, none in an alert: the focus on the first wrong one reads it.
    const described = {
      持卡人: '请输入持卡人姓名',
      身份证号: '请输入持卡人身份证号',
      开户银行: '请选择开户银行',
      银行卡号: '请输入银行卡号',
      预留手机号: '请输入银行预留手机号',
    }
    for (const [label, error] of Object.entries(described))
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(error)
    expectSaidByFocus(screen.getByLabelText('持卡人'), '请输入持卡人姓名')
    await userEvent.type(screen.getByLabelText('持卡人'), '李娜')
    await userEvent.type(screen.getByLabelText('身份证号'), '330106198503121081')
    await userEvent.selectOptions(screen.getByLabelText('开户银行'), '中国建设银行')
    await userEvent.type(screen.getByLabelText('银行卡号'), '6228480000123510019')
    await userEvent.type(screen.getByLabelText('预留手机号'), '13900001111')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    expect(screen.getByText('银行卡号不正确，请核对后重新输入')).toBeInTheDocument()
    expectSaidByFocus(screen.getByLabelText('身份证号'), '身份证号不正确，请核对后重新输入')
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6228 4800 0012 3510 019')
    expect(screen.getByLabelText('持卡人')).toHaveValue('李娜')
    await userEvent.clear(screen.getByLabelText('身份证号'))
    await userEvent.type(screen.getByLabelText('身份证号'), '33010619850312108x')
    await userEvent.clear(screen.getByLabelText('银行卡号'))
    await userEvent.type(screen.getByLabelText('银行卡号'), '6228480000123510018')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/packageMine/bankCard/index'))
    expect(fb.toast).toHaveBeenCalledWith('添加成功')
    expect(
      await screen.findByRole('article', { name: '中国建设银行-6228***********0018' }),
    ).toBeInTheDocument()
    expect(db.bankConfigs.at(-1)).toMatchObject({ idCardNo: '33010619850312108X' })
  })

  it('a refusal from the server keeps everything typed', async () => {
    spyFeedback()
    renderApp('/packageMine/bankCard/addCard')
    await userEvent.type(await screen.findByLabelText('持卡人'), '张建国')
    await userEvent.type(screen.getByLabelText('身份证号'), '33010619850312108X')
    await userEvent.selectOptions(screen.getByLabelText('开户银行'), '招商银行')
    await userEvent.type(screen.getByLabelText('银行卡号'), '6225880123581234')
    await userEvent.type(screen.getByLabelText('预留手机号'), '13812345678')
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }))
    await waitFor(() => expect(db.bankConfigs).toHaveLength(2))
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6225 8801 2358 1234')
    expect(screen.getByRole('button', { name: '确认添加' })).toBeEnabled()
  })
})

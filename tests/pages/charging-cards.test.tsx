import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { API } from '@/api/endpoints/spec'
import { setFault } from '@/mocks/core/faults'
import { route } from '@/mocks/core/http'
import { server } from '@/mocks/node'
import { recentMonths } from '@/pages/packageChargingCard/rechargeRecord/months'
import { setBridge } from '@/wechat'
import { createSimulatedBridge } from '@/wechat/simulated'
import { askDialog } from '@/app/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { LIST_END_TEXT } from '@/components/list-end'

const LIST = '/packageChargingCard/list'
const RECORDS = '/packageChargingCard/rechargeRecord'

const empty = (path: string, data: unknown) =>
  server.use(http.post(route(path), () => HttpResponse.json({ code: '000000', msg: 'ok', data })))

beforeEach(async () => {
  await loginThroughMock()
  setBridge(createSimulatedBridge(askDialog))
})
afterEach(() => setFault(null))

describe('我的充电卡', () => {
  it('shows each card with balance and gift apart, where it is valid, its state and links', async () => {
    renderApp(LIST)
    const virtual = await screen.findByRole('article', { name: /充值卡/ }, { timeout: 5000 })
    expect(virtual).toHaveTextContent('余额¥83.50')
    expect(virtual).toHaveTextContent('赠送余额¥10.00')
    expect(virtual).toHaveTextContent('适用站点：全部站点')
    expect(virtual).toHaveTextContent('正常')
    expect(within(virtual).getByRole('link', { name: '交易记录' })).toHaveAttribute(
      'href',
      `${RECORDS}?cardId=CARD0001`,
    )
    expect(within(virtual).queryByRole('link', { name: '卡片详情' })).not.toBeInTheDocument()
    const physical = screen.getByRole('article', { name: /实体卡/ })
    expect(physical).toHaveTextContent('适用站点：西湖文化广场充电站')
    expect(physical).toHaveTextContent('余额¥3.00')
    const detail = within(physical).getByRole('link', { name: '卡片详情' })
    // q is the activation link, encoded once in the URL, as the scanner passes it (SPEC §5).
    expect(detail.getAttribute('href')).toMatch(/\?q=%2Fb%2Fcard%2Factivate%2F\w+$/)
    const q = new URL(detail.getAttribute('href') ?? '', 'http://x').searchParams.get('q')
    expect(q).toMatch(/^\/b\/card\/activate\/\w+$/)
    // The list comes whole: its end says so (DESIGN §9).
    expect(screen.getByText(LIST_END_TEXT)).toBeInTheDocument()
  })

  it('opens realCardDetail for a typed card number, and refuses an empty one', async () => {
    const { router } = renderApp(LIST)
    await screen.findAllByRole('article')
    await userEvent.click(screen.getByRole('button', { name: '查看' }))
    expect(screen.getByRole('alert')).toHaveTextContent('请输入卡片背面的卡号')
    await userEvent.type(screen.getByLabelText('卡号'), '8800 0000 0000 0100')
    await userEvent.click(screen.getByRole('button', { name: '查看' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageChargingCard/realCardDetail'),
    )
    expect(await screen.findByText('未激活')).toBeInTheDocument()
    expect(screen.getByText('50.00')).toBeInTheDocument()
  })

  it('a number the card page does not know is in the field again on 返回', async () => {
    const { router } = renderApp(LIST)
    await screen.findAllByRole('article')
    await userEvent.type(screen.getByLabelText('卡号'), '123')
    await userEvent.click(screen.getByRole('button', { name: '查看' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageChargingCard/realCardDetail'),
    )
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(await screen.findByLabelText('卡号')).toHaveValue('123')
  })

  it('opens the scanner to activate a card', async () => {
    renderApp(LIST)
    await userEvent.click(await screen.findByRole('button', { name: '扫码激活' }))
    // Said for a card, not a pile: its number is typed on the list, not a pile's in the sheet.
    const sheet = await screen.findByRole('dialog', { name: '扫码激活' })
    expect(sheet).toHaveTextContent('将实体卡背面的二维码放入框内')
    expect(within(sheet).queryByLabelText('或输入电桩编号')).toBeNull()
    // No camera here (jsdom): it points to the card number, not to a pile number it does not ask.
    expect(await within(sheet).findByText(/请关闭后输入卡片背面的卡号/)).toBeInTheDocument()
    expect(sheet).not.toHaveTextContent('电桩编号')
  })

  it('shows an error with 重试', async () => {
    setFault('code:/card/card-list')
    renderApp(LIST)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取充电卡')
    setFault(null)
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findAllByRole('article')).toHaveLength(2)
  })

  it('says when there is no card', async () => {
    empty(API.cardList, [])
    renderApp(LIST)
    expect(await screen.findByText('暂无充电卡')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '扫码激活' })).toBeInTheDocument()
  })
})

describe('交易记录', () => {
  it('lists a month of records newest first with signed amounts and balances after', async () => {
    renderApp(`${RECORDS}?cardId=CARD0001&month=2026-09`)
    const items = await screen.findAllByRole('listitem')
    expect(items.map((li) => li.textContent?.slice(0, 2))).toEqual(['赠送', '充值', '消费'])
    expect(items[0]).toHaveTextContent('+¥10.00')
    expect(items[1]).toHaveTextContent('+¥100.00')
    expect(items[2]).toHaveTextContent('-¥32.00')
    expect(items[0]).toHaveTextContent(/余额 ¥[\d.]+ · 赠送余额 ¥10.00/)
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /9月/, pressed: true })).toBeInTheDocument()
  })

  it('filters by month from the row, with the month in the URL', async () => {
    const { router } = renderApp(`${RECORDS}?cardId=CARD0001&month=2026-09`)
    await screen.findAllByRole('listitem')
    await userEvent.click(screen.getByRole('button', { name: '全部' }))
    await waitFor(() => expect(router.state.location.search).toBe('?cardId=CARD0001'))
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3))
    const [latest] = recentMonths(new Date())
    const buttons = screen.getAllByRole('button', { pressed: false })
    expect(buttons.length).toBeGreaterThanOrEqual(6)
    await userEvent.click(buttons[0]!)
    await waitFor(() => expect(router.state.location.search).toContain(`month=${latest}`))
  })

  it('shows an empty month', async () => {
    renderApp(`${RECORDS}?cardId=CARD0001&month=2026-01`)
    expect(await screen.findByText('暂无交易记录')).toBeInTheDocument()
    expect(screen.getByText(/1月没有交易记录$/)).toBeInTheDocument()
  })

  it('says so when the call fails', async () => {
    setFault('code:/card/card-records')
    renderApp(`${RECORDS}?cardId=CARD0001`)
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败')
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RED_PACKET_API } from '@/api/endpoints/red-packets'
import { db } from '@/mocks/core/db'
import { notifyPayment } from '@/mocks/payments/db'
import { FORM_TEXT } from '@/pages/packageRedPacket/createRedPacket/form'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { countCalls } from '../utils/calls'
import { expectSaidByFocus } from '../utils/failed-submit'

const CREATE = '/packageRedPacket/createRedPacket'
const DETAIL = '/packageRedPacket/redPacketDetail?redPacketId='

beforeEach(async () => {
  await loginThroughMock({ isPhone: true })
})

const field = (label: string) => screen.getByLabelText(label)
const submit = () => userEvent.click(screen.getByRole('button', { name: '塞钱进红包' }))
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)

describe('发红包', () => {
  it('validates with clear messages, keeps the input, and creates nothing', async () => {
    const creates = countCalls(RED_PACKET_API.create)
    renderApp(CREATE)
    await screen.findByRole('button', { name: '塞钱进红包' })
    await submit()
    // Shown, not read out at once: the focus on the first reads it (the test below).
    for (const text of [FORM_TEXT.titleEmpty, FORM_TEXT.amountEmpty, FORM_TEXT.countEmpty]) {
      expect(screen.getByText(text)).toBeInTheDocument()
    }
    expect(alerts()).toEqual([])

    await userEvent.type(field('红包标题'), '车友福利')
    await userEvent.type(field('总金额'), '0.02')
    await userEvent.type(field('红包个数'), '3')
    expect(alerts()).toEqual([FORM_TEXT.shareMin])
    await userEvent.clear(field('总金额'))
    await userEvent.type(field('总金额'), '1.234')
    expect(alerts()).toEqual([FORM_TEXT.amountFormat])
    await userEvent.clear(field('总金额'))
    await userEvent.type(field('总金额'), '201')
    expect(alerts()).toEqual([FORM_TEXT.amountMax])
    await userEvent.clear(field('红包个数'))
    await userEvent.type(field('红包个数'), '2.5')
    expect(alerts()).toContain(FORM_TEXT.countFormat)

    // Even split: the total must divide into equal cents, with the nearest totals offered.
    await userEvent.click(screen.getByRole('radio', { name: /普通红包/ }))
    await userEvent.clear(field('总金额'))
    await userEvent.type(field('总金额'), '10')
    await userEvent.clear(field('红包个数'))
    await userEvent.type(field('红包个数'), '3')
    expect(alerts()).toEqual(['普通红包每个金额须相同：¥10.00无法平分为3个，可改为¥9.99或¥10.02'])
    await submit()
    expect(field('红包标题')).toHaveValue('车友福利')
    expect(field('总金额')).toHaveValue('10')
    expect(creates.count).toBe(0)
  })

  it('an empty 塞钱进红包: no alert a field; the focus on 红包标题 reads its error', async () => {
    renderApp(CREATE)
    await screen.findByRole('button', { name: '塞钱进红包' })
    await submit()
    expect(screen.getByText(FORM_TEXT.amountEmpty)).toBeInTheDocument()
    expect(screen.getByText(FORM_TEXT.countEmpty)).toBeInTheDocument()
    expectSaidByFocus(field('红包标题'), FORM_TEXT.titleEmpty)
  })

  it('confirms, pays through the cashier, and shows the published packet to share', async () => {
    const fb = spyFeedback()
    const bridge = fakeBridge()
    bridge.pay.mockImplementation(async (params) => {
      notifyPayment(params.package ?? '')
      return 'ok'
    })
    setBridge(bridge)
    const creates = countCalls(RED_PACKET_API.create)
    renderApp(CREATE)
    await userEvent.type(await screen.findByLabelText('红包标题'), '周五福利')
    await userEvent.type(field('总金额'), '6.66')
    await userEvent.type(field('红包个数'), '3')
    const button = screen.getByRole('button', { name: '塞钱进红包' })
    await userEvent.dblClick(button)
    expect(fb.confirm).toHaveBeenCalledTimes(1)
    expect(fb.confirm.mock.calls[0]?.[1]).toContain('「周五福利」共¥6.66，3个，拼手气红包')
    expect(
      await screen.findByRole('heading', { name: '红包已发出' }, { timeout: 6000 }),
    ).toBeVisible()
    expect(creates.count).toBe(1)
    expect(bridge.pay).toHaveBeenCalledTimes(1)
    expect(screen.getByText('¥6.66')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '复制红包链接' })).toBeInTheDocument()
    const packet = db.redPackets.find((p) => p.title === '周五福利')
    expect(packet).toMatchObject({ status: 'ACTIVE', totalAmount: 666, count: 3 })
    expect(packet?.shares.reduce((a, b) => a + b, 0)).toBe(666)
  })
})

describe('红包详情', () => {
  it('shows a sold-out packet as 已抢完 with who got what, and no way to open it', async () => {
    renderApp(`${DETAIL}RP20261123003`)
    expect(await screen.findByText('手慢了，红包已抢完')).toBeInTheDocument()
    const list = screen.getByRole('region', { name: '领取记录' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByText('手气最佳')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '拆红包' })).not.toBeInTheDocument()
  })

  it('opens a packet once: one call however many taps; the second visit shows what you got', async () => {
    const opens = countCalls(RED_PACKET_API.open)
    const { unmount } = renderApp(`${DETAIL}RP20261123001`)
    const coin = await screen.findByRole('button', { name: '拆红包' })
    await userEvent.dblClick(coin)
    expect(await screen.findByText('恭喜你抢到红包', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(opens.count).toBe(1)
    const share = db.redPackets
      .find((p) => p.redPacketId === 'RP20261123001')
      ?.receivers.find((r) => r.userId === db.user.userId)
    expect(share?.amount).toBeGreaterThan(0)
    expect(screen.getByText('已存入充电卡赠送余额，充电时可直接抵扣')).toBeInTheDocument()
    unmount()

    renderApp(`${DETAIL}RP20261123001`)
    expect(await screen.findByText('你已领过这个红包')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '拆红包' })).not.toBeInTheDocument()
    expect(opens.count).toBe(1)
  })

  it('starts closed on another packet opened in the same page', async () => {
    const { router } = renderApp(`${DETAIL}RP20261123001`)
    await userEvent.click(await screen.findByRole('button', { name: '拆红包' }))
    expect(await screen.findByText('恭喜你抢到红包', {}, { timeout: 4000 })).toBeInTheDocument()
    await act(() => router.navigate(`${DETAIL}RP20261123002`))
    expect(await screen.findByRole('button', { name: '拆红包' })).toBeInTheDocument()
    expect(screen.getByText('新站开业红包')).toBeInTheDocument()
  })

  it('shows the user’s own packet without 拆, and refuses a bad id', async () => {
    const { unmount } = renderApp(`${DETAIL}RP20261122005`)
    expect(await screen.findByText('你发出的红包，等待车友来抢')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '拆红包' })).not.toBeInTheDocument()
    unmount()
    renderApp(`${DETAIL}${encodeURIComponent('<x>')}`)
    expect(await screen.findByText('红包不存在')).toBeInTheDocument()
  })

  it('says 已抢完 when the last share went while the page was open', async () => {
    const fb = spyFeedback()
    renderApp(`${DETAIL}RP20261123001`)
    const coin = await screen.findByRole('button', { name: '拆红包' })
    const packet = db.redPackets.find((p) => p.redPacketId === 'RP20261123001')!
    packet.status = 'SOLD_OUT'
    await userEvent.click(coin)
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('手慢了，红包已抢完'))
    expect(await screen.findByText('手慢了，红包已抢完')).toBeInTheDocument()
  })
})

describe('红包 hub and lists', () => {
  it('the hub counts what can be opened, sent and received, and links every page', async () => {
    renderApp('/packageRedPacket/redPacketIndex')
    const mine = await screen.findByRole('navigation', { name: '我的红包' })
    await waitFor(() => expect(mine).toHaveTextContent('3可抢红包1我发出的0我收到的'))
    expect(screen.getAllByRole('link', { name: /抢红包/ }).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: /充电盲盒/ })).toHaveAttribute(
      'href',
      '/packageRedPacket/blackBoxPage',
    )
    expect(screen.getByRole('link', { name: /发红包/ })).toHaveAttribute(
      'href',
      '/packageRedPacket/createRedPacket',
    )
  })

  it('the square lists open packets first and finished ones as 已抢完', async () => {
    renderApp('/packageRedPacket/redPacketList')
    const links = await screen.findAllByRole('link', { name: /的红包：/ })
    expect(links).toHaveLength(4)
    expect(links[0]).toHaveAccessibleName(/抢红包$/)
    expect(links[3]).toHaveAccessibleName(/^赵师傅的红包：早鸟红包.*已抢完$/)
  })

  it('my published packets say how many were opened and when the rest goes back', async () => {
    renderApp('/packageRedPacket/mineRedPacket')
    const item = await screen.findByRole('link', { name: /车友群福利/ })
    expect(item).toHaveTextContent('进行中')
    expect(item).toHaveTextContent('已领取2/5个')
    expect(item).toHaveTextContent(/前未领完，剩余¥\d+\.\d{2}原路退回/)
  })
})

import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readEntryStore } from '@/lib/entry-query'
import { withoutBidiControls } from '@/lib/bidi'
import { resetSwitches, setClock } from '@/mocks/core/clock'
import { PacketCard } from '@/pages/packageRedPacket/shared/packet-card'
import type { RedPacketSummary } from '@/api/red-packets'
import { MemoryRouter } from 'react-router-dom'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/**
 * What a stranger's link or text can make the app say (an auditor's findings): a consent ticked by
 * the link, the best coupon dropped by a made-up coupon id, a phone number shown reversed by a
 * direction mark, and a link's own sentence shown in the app's page.
 */

const T0 = new Date(2026, 10, 22, 9, 58).getTime()
const BIKE_A5 = '/pages/scan/secondScanPage?deviceId=10000001&portNo=1&planId=A5&amount=500'
const RLO = '\u202e'

beforeEach(async () => {
  setClock(() => T0)
  await loginThroughMock({ isPhone: true })
  setBridge(fakeBridge())
  spyFeedback()
})
afterEach(() => resetSwitches())

const chargeAgreement = () =>
  screen.findByRole('checkbox', { name: /我已阅读并同意《充电服务协议》/ })

describe("a consent is the user's tick, never a link's", () => {
  it('the charge: agreed=1 in the link does not tick it; a tick holds for this charge only', async () => {
    const first = renderApp(`${BIKE_A5}&agreed=1`)
    expect(await chargeAgreement()).not.toBeChecked()
    await userEvent.click(await chargeAgreement())
    first.unmount()
    // Back from 《充电服务协议》 (or a reload): the same charge finds the tick.
    const again = renderApp(BIKE_A5)
    expect(await chargeAgreement()).toBeChecked()
    again.unmount()
    renderApp('/pages/scan/secondScanPage?deviceId=10000001&portNo=1&planId=T2&amount=200')
    expect(await chargeAgreement()).not.toBeChecked()
  })

  it('the top-up: agree=1 in the link does not tick it; a tick holds for this card', async () => {
    const page = '/packageChargingCard/virtualCardDetail?cardId=CARD0001'
    const box = () => screen.findByRole('checkbox', { name: /充值协议/ }, { timeout: 5000 })
    const first = renderApp(`${page}&agree=1&tier=5000`)
    expect(await box()).not.toBeChecked()
    await userEvent.click(await box())
    first.unmount()
    renderApp(page)
    expect(await box()).toBeChecked()
  })
})

describe('a coupon choice from a link', () => {
  it.each(['CP_FOREIGN_1', 'none'])(
    'coupon=%s: the best coupon applies, as by default',
    async (id) => {
      renderApp(`${BIKE_A5}&coupon=${id}`)
      const coupons = await screen.findByRole('region', { name: '优惠券' })
      expect(coupons).toHaveTextContent('充电抵用券 -¥2.00')
    },
  )
})

describe('marks that turn text around', () => {
  it('are taken out of a title from a link and of a red packet from the server', () => {
    expect(withoutBidiControls(`客服${RLO}4001234567\u200b`)).toBe('客服4001234567')
    expect(withoutBidiControls('👨\u200d👩\u200d👧')).toBe('👨\u200d👩\u200d👧')
    const title = encodeURIComponent(`${RLO}客服电话4001234567`)
    expect(readEntryStore(`?title=${title}`, '').indexTitle).toBe('客服电话4001234567')
    const packet: RedPacketSummary = {
      redPacketId: 'RP1',
      title: `Refund 100 ${RLO}abc 123`,
      blessing: `Hello ${RLO} 4001234567 call`,
      type: 'RANDOM',
      totalAmount: 200,
      count: 2,
      remaining: 2,
      openedCount: 0,
      openedAmount: 0,
      status: 'ACTIVE',
      senderName: '张*',
      senderAvatar: '',
      mine: false,
      myAmount: null,
      createTime: '2026-11-22 09:00:00',
    } as RedPacketSummary
    render(
      <MemoryRouter>
        <PacketCard packet={packet} />
      </MemoryRouter>,
    )
    expect(document.body.textContent).not.toContain(RLO)
    expect(screen.getByText('Hello 4001234567 call')).toBeInTheDocument()
  })

  it('are not kept when typed into a red packet', async () => {
    renderApp('/packageRedPacket/createRedPacket')
    const title = await screen.findByLabelText('红包标题')
    await act(async () => {
      await userEvent.type(title, `福利${RLO}123`)
    })
    await waitFor(() => expect(title).toHaveValue('福利123'))
  })
})

describe('the refused web page', () => {
  it("names the link's site, never its text", async () => {
    const url = encodeURIComponent('https://evil.cn/请添加客服微信领取退款')
    const view = renderApp(`/packageRedPacket/webviewPage?url=${url}`)
    expect(await screen.findByText('链接所属网站：evil.cn')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('领取退款')
    view.unmount()
    renderApp(
      `/packageRedPacket/webviewPage?url=${encodeURIComponent('请添加客服微信xxx领取退款')}`,
    )
    expect(await screen.findByText('无法打开该页面')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('客服微信')
  })
})

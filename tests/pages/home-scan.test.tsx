import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SCAN_FAILED_TEXT } from '@/components/scanner/use-scan'
import { MSG } from '@/lib/messages'
import { setPagePreloader } from '@/lib/page-preload'
import { setBridge, type WechatBridge } from '@/wechat'
import { createSimulatedBridge } from '@/wechat/simulated'
import { askDialog } from '@/app/feedback'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

function nativeBridge(result: string | Error): WechatBridge {
  return {
    ...createSimulatedBridge(askDialog),
    nativeScan: true,
    scan: () => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)),
  }
}

describe('scanning from home', () => {
  beforeEach(async () => {
    await loginThroughMock()
    setBridge(createSimulatedBridge(askDialog))
  })

  it('outside WeChat opens our sheet, where a pile number leads to charge selection', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    const { router } = renderApp('/')
    await user.click(await screen.findByRole('button', { name: /扫码充电/ }))
    const input = await screen.findByLabelText('或输入电桩编号')
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的电桩编号')
    await user.type(input, '10000001')
    await user.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/scan'))
    expect(router.state.location.search).toBe('?deviceId=10000001')
  })

  it('says so when the camera cannot be used, and keeps manual entry', async () => {
    renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }))
    expect(await screen.findByText(/无法使用摄像头/)).toBeInTheDocument()
    expect(screen.getByLabelText('或输入电桩编号')).toBeInTheDocument()
  })

  it('in WeChat a pile link from the native scanner goes to /pages/scan/scan?deviceId=', async () => {
    setBridge(nativeBridge('https://charge.example.cn/p/20000002?x=1'))
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/scan/scan'))
    expect(router.state.location.search).toBe('?deviceId=20000002')
  })

  it("charge selection's code starts loading as the scanner opens", async () => {
    const preloaded: string[] = []
    let router: ReturnType<typeof renderApp>['router'] | undefined
    const restore = setPagePreloader((location) => {
      preloaded.push(`${location} at ${router?.state.location.pathname ?? ''}`)
    })
    try {
      setBridge(nativeBridge('https://charge.example.cn/p/20000002'))
      router = renderApp('/').router
      await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }))
      await waitFor(() => expect(router!.state.location.pathname).toBe('/pages/scan/scan'))
      // Asked for from home, before the scanner answered.
      expect(preloaded).toEqual(['/pages/scan/scan at /'])
    } finally {
      restore()
    }
  })

  it('a card activation link goes to realCardDetail with the encoded link', async () => {
    const link = 'https://charge.example.cn/b/card/activate/C100'
    setBridge(nativeBridge(link))
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/packageChargingCard/realCardDetail'),
    )
    // SPEC §5: q set to the encoded link (encoded once: read back, it is the link).
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent(link)}`)
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(link)
  })

  it("anything else shows '提示' / '无效的二维码' and stays", async () => {
    setBridge(nativeBridge('https://evil.cn/?x=charge.example.cn/p/1'))
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }))
    expect(await screen.findByText(MSG.invalidQr, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText(MSG.invalidQrTitle)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('a dismissed native scanner changes nothing', async () => {
    setBridge(nativeBridge(new Error('cancel')))
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }))
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByText(MSG.invalidQr)).not.toBeInTheDocument()
  })

  it('the /scanCode entry (home with scan=1) opens the scanner once and drops the flag', async () => {
    const { router } = renderApp('/?scan=1')
    expect(await screen.findByLabelText('或输入电桩编号')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('a scanner that fails (not a cancel) says so and opens the manual pile-number sheet', async () => {
    const fb = spyFeedback()
    setBridge(nativeBridge(new Error('config:invalid signature')))
    renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }))
    expect(await screen.findByLabelText('或输入电桩编号')).toBeInTheDocument()
    expect(fb.toast).toHaveBeenCalledWith(SCAN_FAILED_TEXT)
  })

  it('a cancelled scan does nothing', async () => {
    const fb = spyFeedback()
    setBridge(nativeBridge(new Error('cancel')))
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByLabelText('或输入电桩编号')).not.toBeInTheDocument()
    expect(fb.toast).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/')
  })
})

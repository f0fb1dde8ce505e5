import type * as RealModule from '@/wechat/real'

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 WeChat/arm64 Weixin NetType/WIFI Language/zh_CN'

const wx = vi.hoisted(() => ({
  config: vi.fn(),
  ready: vi.fn((cb: () => void) => cb()),
  error: vi.fn(),
  scanQRCode: vi.fn((options: { success: (res: { resultStr: string }) => void }) =>
    options.success({ resultStr: 'https://op.cn/p/10000001' }),
  ),
}))
vi.mock('weixin-js-sdk', () => ({ default: wx }))

const SIGNATURE = { appId: 'wx1', timeStamp: '1700000000', nonceStr: 'n', signature: 's' }

/** A fresh module: the bridge keeps its SDK configuration at module level. */
async function freshBridge() {
  vi.resetModules()
  const real: typeof RealModule = await import('@/wechat/real')
  return { bridge: real.createRealBridge(WECHAT_UA), waitMs: real.SIGNING_WAIT_MS }
}

describe('the real bridge: a scan tapped before the session has signed the SDK', () => {
  beforeEach(() => vi.clearAllMocks())

  it('waits for the signature, configures, then scans', async () => {
    const { bridge } = await freshBridge()
    const result = bridge.scan()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(wx.scanQRCode).not.toHaveBeenCalled()

    await bridge.configure(SIGNATURE)
    await expect(result).resolves.toBe('https://op.cn/p/10000001')
    expect(wx.config).toHaveBeenCalledWith(
      expect.objectContaining({ appId: 'wx1', timestamp: 1700000000, nonceStr: 'n' }),
    )
    expect(wx.config.mock.invocationCallOrder[0]).toBeLessThan(
      wx.scanQRCode.mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('waits a bounded time when no signature comes, then lets wx answer', async () => {
    const { bridge, waitMs } = await freshBridge()
    vi.useFakeTimers()
    try {
      const result = bridge.scan()
      await vi.advanceTimersByTimeAsync(waitMs - 1)
      expect(wx.scanQRCode).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      await expect(result).resolves.toBe('https://op.cn/p/10000001')
      expect(wx.config).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})

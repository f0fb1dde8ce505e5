import { vi } from 'vitest'
import type { WechatBridge } from '@/wechat'

/** A WeChat bridge whose calls are spies: authorize stays on the page instead of leaving it. */
export function fakeBridge() {
  const bridge = {
    inWechat: true,
    nativeScan: false,
    authorize: vi.fn<WechatBridge['authorize']>(),
    configure: vi.fn<WechatBridge['configure']>(async () => {}),
    scan: vi.fn<WechatBridge['scan']>(async () => ''),
    pay: vi.fn<WechatBridge['pay']>(async () => 'ok'),
    getLocation: vi.fn<WechatBridge['getLocation']>(async () => ({
      latitude: 30.2741,
      longitude: 120.1551,
    })),
    openLocation: vi.fn<WechatBridge['openLocation']>(async () => {}),
  } satisfies WechatBridge
  return bridge
}

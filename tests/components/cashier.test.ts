import type { PayParams } from '@/api/pay-params'
import { openCashier } from '@/components/payment/cashier'
import { env } from '@/config/env'
import { appStore } from '@/store'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'

/** SPEC §3's payment parameters: no appId among them. */
const SPEC_PARAMS: PayParams = {
  timeStamp: '1700000000',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 'sig',
}

describe("WeChat's cashier (openCashier)", () => {
  afterEach(() => appStore.set({ customAppid: '', customConfigInfo: null }))

  it("is opened with the server's appId, else the operator's config's, else the login's", async () => {
    const bridge = fakeBridge()
    bridge.pay.mockResolvedValue('ok')
    setBridge(bridge)
    await expect(openCashier(SPEC_PARAMS)).resolves.toBe('ok')
    expect(bridge.pay).toHaveBeenLastCalledWith({ ...SPEC_PARAMS, appId: env.wxAppId })
    appStore.set({ customAppid: 'wx0123456789abcdef' })
    await openCashier(SPEC_PARAMS)
    expect(bridge.pay).toHaveBeenLastCalledWith({ ...SPEC_PARAMS, appId: 'wx0123456789abcdef' })
    // The operator's config, once it has answered, names the appId the operator pays with.
    appStore.set({
      customConfigInfo: {
        publicAccountName: '易充',
        platformName: '易充平台',
        appId: 'wx1c00000000000002',
      },
    })
    await openCashier(SPEC_PARAMS)
    expect(bridge.pay).toHaveBeenLastCalledWith({ ...SPEC_PARAMS, appId: 'wx1c00000000000002' })
    await openCashier({ ...SPEC_PARAMS, appId: 'wxfedcba9876543210' })
    expect(bridge.pay).toHaveBeenLastCalledWith({ ...SPEC_PARAMS, appId: 'wxfedcba9876543210' })
  })
})

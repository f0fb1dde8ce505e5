import { formatYuan } from '@/lib/money'
import { browserLocation } from './geolocation'
import { withQuery } from './oauth'
import type { GeoPoint, PayParams, PayResult, WechatBridge } from './types'

/** The demo city centre (the mock operator's stations are around it), GCJ-02. */
export const DEMO_LOCATION: GeoPoint = { latitude: 30.2741, longitude: 120.1551, accuracy: 30 }

let counter = 0

/** A demo switch of QA's: the page query (before or after the `#`), then localStorage; null: unset. */
function demoSwitch(key: string): string | null {
  try {
    const { search, hash } = window.location
    const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : ''
    return (
      new URLSearchParams(search).get(key) ??
      new URLSearchParams(hashQuery).get(key) ??
      window.localStorage.getItem(key)
    )
  } catch {
    return null
  }
}

/**
 * QA can play the location (the map, the nearby list): `mockLocation` in the page query (before or
 * after the `#`) or localStorage. `browser`: the browser's own geolocation (WGS-84 converted to
 * GCJ-02, as outside WeChat); `cancel`, `timeout`, `unsupported`: that failure (SPEC §8);
 * `lng,lat`: that GCJ-02 point. Unset: the demo city centre.
 */
export function simulatedLocation(): Promise<GeoPoint> {
  const value = demoSwitch('mockLocation')
  if (value === 'browser') return browserLocation()
  if (value === 'cancel' || value === 'timeout') return Promise.reject(new Error(value))
  if (value === 'unsupported') return Promise.reject(new Error('device nonsupport geolocation'))
  const [lng, lat] = (value ?? '').split(',').map(Number)
  if (value && Number.isFinite(lng) && Number.isFinite(lat)) {
    return Promise.resolve({ longitude: lng ?? 0, latitude: lat ?? 0, accuracy: 30 })
  }
  return Promise.resolve(DEMO_LOCATION)
}

/**
 * Demo and tests (DESIGN §1): OAuth returns at once with a code, pay shows a simulated cashier,
 * scanning is the app's own scanner (camera or manual entry).
 */
/**
 * QA can play WeChat's scanner: `mockScan` in the page query or localStorage is what the next scan
 * "reads". Without it, scanning is the app's own sheet (camera or typed pile number).
 */
function mockScanText(): string | null {
  return demoSwitch('mockScan')
}

/**
 * `mockPay=debitedFail` (src/mocks/core/clock.ts): the cashier's 模拟支付失败 takes the money first, as a
 * real cashier may when its answer is lost or wrong: WeChat's "fail" is not the truth.
 */
const debitsOnFail = (): boolean => demoSwitch('mockPay')?.trim().toLowerCase() === 'debitedfail'

/** A call of the simulated cashier to "WeChat" (answered by the mock), naming the prepay. */
function askWechat(path: string, params: PayParams): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ package: params.package ?? `prepay_id=${params.prepayId ?? ''}` }),
  })
}

/**
 * The cashier's "ok": the money has left the wallet, and WeChat notifies the operator's server (the
 * mock operator decides when that notification lands: `mockPay`). A lost notification is the mock's
 * `unpaid` case, so a failed post is not an error of the cashier.
 */
async function notifyServer(params: PayParams): Promise<void> {
  try {
    await askWechat('/__mock/wechat/pay', params)
  } catch {
    // As WeChat's own notification can be lost: confirm-pay then keeps answering unpaid.
  }
}

/**
 * What the cashier is paying for, asked of "WeChat" (the mock's `/__mock/wechat/prepay`), as the
 * real cashier shows the prepay's amount: cents, or null when it cannot tell (the cashier opens
 * without it rather than not at all).
 */
async function prepayAmount(params: PayParams): Promise<number | null> {
  try {
    const res = await askWechat('/__mock/wechat/prepay', params)
    const amount: unknown = ((await res.json()) as { data?: { amount?: unknown } } | null)?.data
      ?.amount
    return typeof amount === 'number' && Number.isInteger(amount) && amount >= 0 ? amount : null
  } catch {
    return null
  }
}

function cashierText(amount: number | null, params: PayParams): string {
  const paying = amount === null ? '' : `支付金额 ${formatYuan(amount)}。`
  return `${paying}演示环境不会扣款。订单签名 ${params.paySign.slice(0, 8)}…`
}

/**
 * A question in a modal, answered with the key of the button pressed or null when dismissed: the
 * app's accessible dialog (src/app/feedback.ts askDialog), handed in at start (src/main.tsx), so
 * the cashier takes focus, keeps Tab, and Escape is 取消支付, as the app's own dialogs do.
 */
export type Ask = (spec: {
  title: string
  text: string
  actions: { key: string; text: string; bold?: boolean }[]
  more?: { key: string; text: string; danger?: boolean }
}) => Promise<string | null>

export function createSimulatedBridge(ask: Ask): WechatBridge {
  return {
    inWechat: true,
    get nativeScan() {
      return mockScanText() !== null
    },
    authorize(returnUrl, _appId, _scope, state) {
      counter += 1
      const code = `demo-${Date.now().toString(36)}-${counter}`
      window.location.replace(withQuery(returnUrl, { code, state }))
    },
    async configure() {},
    scan: () => {
      const text = mockScanText()
      return text === null ? Promise.reject(new Error('cancel')) : Promise.resolve(text)
    },
    // One answer per cashier, as WeChat's: the dialog settles once, whatever is tapped after.
    pay: async (params): Promise<PayResult> => {
      const key = await ask({
        title: '模拟微信支付',
        text: cashierText(await prepayAmount(params), params),
        actions: [
          { key: 'cancel', text: '取消支付' },
          { key: 'ok', text: '确认支付', bold: true },
        ],
        more: { key: 'fail', text: '模拟支付失败', danger: true },
      })
      if (key === 'ok') {
        await notifyServer(params)
        return 'ok'
      }
      if (key === 'fail') {
        if (debitsOnFail()) await notifyServer(params)
        return 'fail'
      }
      return 'cancel'
    },
    getLocation: simulatedLocation,
    openLocation: async (place) => {
      await ask({
        title: place.name,
        text: `${place.address}（演示环境不打开地图导航）`,
        actions: [{ key: 'ok', text: '我知道了' }],
      })
    },
  }
}

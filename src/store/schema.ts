import * as z from 'zod/mini'
import { DEFAULT_INDEX_TITLE } from '@/lib/constants'

/**
 * Every localStorage key of SPEC §3, with the same name and value type. A string is stored as it
 * is, anything else as JSON (./stored-json.ts); a stored value that does not validate falls back to
 * its default.
 */
const userInfo = z.object({
  nickName: z.string(),
  headUrl: z.string(),
  maskMobileNo: z.string(),
})

const customConfigInfo = z.object({
  publicAccountName: z.string(),
  platformName: z.string(),
  appId: z.string(),
})

/**
 * A payment through WeChat's cashier (a charge, a top-up, a red packet, a policy), kept from the
 * moment the cashier opens until the server has answered for it (ours: src/components/payment). Once
 * the money may have left, the app never forgets the order nor offers to take it again.
 */
const keptPayment = z.object({
  kind: z.enum(['charging', 'topup', 'redPacket', 'insurance']),
  orderId: z.string(),
  /** What was bought: the pile, the card topped up, the insurance product, the red packet form. */
  product: z.string(),
  /** The API origin whose server holds the order. */
  origin: z.string(),
  /**
   * What the cashier said: 'open' (kept before it answered), 'ok', or 'unknown' (no answer); 'paid'
   * when the server said so itself (it refused to cancel the order as paid, issue 24).
   */
  cashier: z.enum(['open', 'ok', 'unknown', 'paid']),
  /** ms since the epoch when it was kept. */
  at: z.number(),
})

/** Kept payments, each entry checked on its own: one malformed entry never drops the others. */
const keptPayments = z.pipe(
  z.array(z.unknown()),
  z.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = keptPayment.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    }),
  ),
)

/**
 * The complaint being written (ours: /packageMine/userComplaint): its choices, text and the URLs of
 * files already uploaded, never a file still on its way. Cleared once the complaint is sent.
 */
const complaintDraft = z.object({
  type: z.string(),
  orderId: z.string(),
  content: z.string(),
  mobile: z.string(),
  images: z.array(z.string()),
  sound: z.nullable(z.object({ url: z.string(), name: z.string() })),
})

/**
 * A login parked while the page talks to another API origin (ours): `testh5` in the path picks the
 * test API (DESIGN §2), and its login must neither receive nor overwrite the production one.
 */
const parkedLogin = z.object({
  token: z.string(),
  isLogin: z.boolean(),
  isPhone: z.boolean(),
  isAuthOrder: z.boolean(),
  phone: z.string(),
  userInfo: z.nullable(userInfo),
})

const webCustomOpenidInfo = z.object({
  appId: z.string(),
  openid: z.string(),
})

export const persistedSchema = {
  token: z.string(),
  isLogin: z.boolean(),
  phone: z.string(),
  isPhone: z.boolean(),
  isAuthOrder: z.boolean(),
  userInfo: z.nullable(userInfo),
  customConfigInfo: z.nullable(customConfigInfo),
  indexTitle: z.string(),
  webCustomOpenidInfo: z.nullable(webCustomOpenidInfo),
  customAppid: z.string(),
  customOpenid: z.string(),
  isEnterAuth: z.boolean(),
  isWxJSjdk: z.boolean(),
  scanCodeEntityCardId: z.string(),
  deviceId: z.string(),
  keptPayments,
  /** appId -> when the follow prompt was last closed, in ms (ours: docs/design-notes.md). */
  followPromptClosedAt: z.record(z.string(), z.number()),
  complaintDraft: z.nullable(complaintDraft),
  /**
   * The API origin that issued `token` (ours; null: stored before we kept it, taken as production's).
   * A token is sent only to the origin that issued it.
   */
  tokenOrigin: z.nullable(z.string()),
  /** API origin -> the login it issued, kept while the page uses another origin (ours). */
  parkedLogins: z.record(z.string(), parkedLogin),
}

export type PersistedKey = keyof typeof persistedSchema
export type PersistedState = { [K in PersistedKey]: z.infer<(typeof persistedSchema)[K]> }
export type UserInfo = z.infer<typeof userInfo>
export type CustomConfigInfo = z.infer<typeof customConfigInfo>
export type KeptPayment = z.infer<typeof keptPayment>
export type ParkedLogin = z.infer<typeof parkedLogin>

export const PERSISTED_KEYS = Object.keys(persistedSchema) as PersistedKey[]

export const persistedDefaults: PersistedState = {
  token: '',
  isLogin: false,
  phone: '',
  isPhone: false,
  isAuthOrder: false,
  userInfo: null,
  customConfigInfo: null,
  indexTitle: DEFAULT_INDEX_TITLE,
  webCustomOpenidInfo: null,
  customAppid: '',
  customOpenid: '',
  isEnterAuth: false,
  isWxJSjdk: false,
  scanCodeEntityCardId: '',
  deviceId: '',
  keptPayments: [],
  followPromptClosedAt: {},
  complaintDraft: null,
  tokenOrigin: null,
  parkedLogins: {},
}

/** The keys a status 500 clears (DESIGN §4): login and user info, nothing else. */
export const LOGIN_KEYS: readonly PersistedKey[] = [
  'token',
  'isLogin',
  'isPhone',
  'isAuthOrder',
  'phone',
  'userInfo',
]

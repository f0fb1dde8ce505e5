import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { chargingKeys } from '@/api/charging'
import type { LiveCharging, OrderStatus } from '@/api/types'
import { userQueries } from '@/api/user'
import { SCAN_ON_OPEN, routeByPath, type RouteName } from '@/config/paths'
import { operatorAppId, useAppStore } from '@/store'
import {
  fetchOpenIdForFollowPrompt,
  followPromptDue,
  knownOpenId,
  rememberFollowPromptClosed,
} from './auth'
import type FollowModal from './follow-modal'

/**
 * On once the first screen is shown (App): the follow check never competes with the landing page,
 * and a page rendered on its own (tests) never shows the prompt.
 */
export const FollowPromptEnabled = createContext(false)

const HOME: readonly RouteName[] = ['home', 'homeAlias']
const ENDED: readonly OrderStatus[] = ['COMPLETED', 'START_FAILED']

/** The visit landed on home to open the scanner (the /scanCode entry): no prompt in that visit. */
export function opensScannerOnArrival(hash: string): boolean {
  const [pathname = '', query = ''] = hash.replace(/^#/, '').split('?')
  const name = routeByPath(pathname || '/')
  return (
    name !== undefined &&
    HOME.includes(name) &&
    new URLSearchParams(query).get(SCAN_ON_OPEN) === '1'
  )
}

/**
 * Where the prompt may show (docs/design-notes.md): home, and the live charging page once the charge
 * has ended. Never over a form, a payment or a policy page, nor over a charge still running.
 */
export function followPromptPlace(pathname: string, liveStatus: OrderStatus | undefined): boolean {
  const name = routeByPath(pathname)
  if (name && HOME.includes(name)) return true
  return name === 'chargingDetail' && liveStatus !== undefined && ENDED.includes(liveStatus)
}

/** The live charging page's status, read from its query (it polls; we only watch the cache). */
function useLiveStatus(orderId: string | null): OrderStatus | undefined {
  const cache = useQueryClient().getQueryCache()
  return useSyncExternalStore(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    () =>
      orderId
        ? cache.find<LiveCharging>({ queryKey: chargingKeys.live(orderId) })?.state.data?.status
        : undefined,
  )
}

let loading: Promise<typeof import('./follow-modal')> | undefined

/**
 * The prompt's own code (0.6 kB gzip, out of the entry: a pile link's first visit has no room for
 * it), asked for as soon as the prompt may show, alongside the follow check it waits for anyway.
 * The prompt is drawn once both are in, as a component already loaded: no Suspense. (A `lazy()`
 * prompt loaded when it opened came up a moment after the page, and in CI the charge journeys'
 * prompt handler found it, then lost it, d5deac4.) A failed load shows no prompt; the next place
 * it may show asks again.
 */
function loadFollowModal(onLoad: (modal: typeof FollowModal) => void): () => void {
  let current = true
  loading ??= import('./follow-modal')
  loading.then(
    (module) => current && onLoad(module.default),
    () => (loading = undefined),
  )
  return () => {
    current = false
  }
}

interface Props {
  /** Told the close action while the prompt is open (the nav bar's 返回 closes it), else undefined. */
  onOverlayChange?: (close: (() => void) | undefined) => void
}

/** SPEC §4: shown when the follow flag is not 1; our rule says where and how often. */
export function FollowDialog({ onOverlayChange }: Props) {
  const { pathname, search } = useLocation()
  const orderId =
    routeByPath(pathname) === 'chargingDetail' ? new URLSearchParams(search).get('orderId') : null
  const liveStatus = useLiveStatus(orderId)
  const token = useAppStore((s) => s.token)
  const accountName = useAppStore((s) => s.customConfigInfo?.publicAccountName) || '公众号'
  // Subscribed so the prompt follows a white-label appId, an openid that arrives, or a close.
  useAppStore((s) => s.customAppid + s.customOpenid + JSON.stringify(s.webCustomOpenidInfo))
  useAppStore((s) => s.followPromptClosedAt)
  const appId = operatorAppId()
  const openid = knownOpenId()
  const wanted = Boolean(token) && followPromptPlace(pathname, liveStatus) && followPromptDue()

  useEffect(() => {
    // The openid is fetched only now, where the prompt may show (never on the way to a pile).
    if (wanted && openid === null) fetchOpenIdForFollowPrompt()
  }, [wanted, openid])

  const attention = useQuery({
    ...userQueries.attention(appId, openid ?? ''),
    enabled: wanted && Boolean(openid),
  })
  // SPEC §4: shown when the flag is not 1, whether the server sends it as a number or as text.
  const due = wanted && attention.data !== undefined && Number(attention.data.flag) !== 1
  const qr = useQuery({ ...userQueries.qrcode(appId), enabled: due })
  const [Modal, setModal] = useState<typeof FollowModal | null>(null)
  useEffect(() => {
    if (wanted && !Modal) return loadFollowModal((modal) => setModal(() => modal))
  }, [wanted, Modal])
  const visible = due && Modal !== null

  const close = useCallback(() => rememberFollowPromptClosed(), [])
  useEffect(() => {
    if (!visible || !onOverlayChange) return
    onOverlayChange(close)
    return () => onOverlayChange(undefined)
  }, [visible, close, onOverlayChange])

  return visible ? (
    <Modal accountName={accountName} qrCodeUrl={qr.data?.qrCodeUrl} onClose={close} />
  ) : null
}

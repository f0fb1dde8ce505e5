import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { ApiError } from '@/api/client'
import { feedback } from '@/api/feedback'
import { MSG } from '@/lib/messages'

export interface OnceAction<A extends unknown[]> {
  /** Runs the action unless a run is in flight; never rejects (a failure has been shown). */
  run: (...args: A) => Promise<void>
  /** True while a run is in flight (for the button's loading state). */
  busy: boolean
}

/**
 * The one guard for every button that moves money or state (pay, stop charging, activate a card,
 * bind a phone, receive a coupon, ...): one action, one effect. The lock is a ref set in the same tick
 * as the tap, so two taps in one tick, or a tap while the action's own confirmation dialog is open,
 * make one call. The action's failure is shown: the API client has already shown its own errors
 * (toast, network dialog, re-login); anything else is shown here, never swallowed.
 */
export function useOnceAction<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): OnceAction<A> {
  const running = useRef(false)
  const latest = useRef(action)
  const [busy, setBusy] = useState(false)
  useLayoutEffect(() => {
    latest.current = action
  })
  const run = useCallback(async (...args: A) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await latest.current(...args)
    } catch (error) {
      showFailure(error)
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { run, busy }
}

/** An ApiError was shown by the client already; any other failure gets its message (or 系统错误). */
export function showFailure(error: unknown): void {
  if (error instanceof ApiError) return
  const text = error instanceof Error && error.message ? error.message : MSG.systemError
  feedback().toast(text)
}

export { useRequestId, type RequestId } from './request-id'

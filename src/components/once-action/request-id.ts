import { useRef } from 'react'
import { ApiError } from '@/api/client'
import { randomId } from '@/lib/random-id'

export interface RequestId {
  /** The id of the intent under way: the same for every retry until the server has answered it. */
  current: () => string
  /** The server answered (a result or a refusal): the next tap is a new intent with a new id. */
  answered: () => void
  /** After a failure: a new id only when the server refused; a lost answer keeps it for the retry. */
  failed: (error: unknown) => void
  /** Calls `call` with the intent's id, then `answered` or `failed` as it went; rethrows. */
  send: <T>(call: (requestId: string) => Promise<T>) => Promise<T>
}

/**
 * An idempotency id per intent for a call that moves money (docs/API.md "Idempotency"): a draw, an
 * order, a refund that timed out may have gone through, so its retry carries the same id and the
 * server answers it once. `intent` names what is asked for: when it changes, so does the id.
 * `useOnceAction` stops two taps in one tick; this stops a retry after a
 * lost answer from doing it twice.
 */
export function useRequestId(intent = ''): RequestId {
  const id = useRef<string | null>(null)
  // Another intent (the user changed what they buy) is a new request, not a retry.
  const forIntent = useRef(intent)
  const current = () => {
    if (forIntent.current !== intent) {
      forIntent.current = intent
      id.current = null
    }
    return (id.current ??= randomId())
  }
  const answered = () => {
    id.current = null
  }
  // Only a business refusal ('code') is an answer; no network, a timeout, an empty body, a 500 or a
  // client-side failure may have lost an answer the server did give.
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.kind === 'code') id.current = null
  }
  return {
    current,
    answered,
    failed,
    send: async (call) => {
      try {
        const result = await call(current())
        answered()
        return result
      } catch (error) {
        failed(error)
        throw error
      }
    },
  }
}

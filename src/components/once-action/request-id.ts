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
  return {
    current: () => {
      if (forIntent.current !== intent) {
        forIntent.current = intent
        id.current = null
      }
      return (id.current ??= randomId())
    },
    answered: () => {
      id.current = null
    },
    failed: (error) => {
      if (error instanceof ApiError && error.kind === 'code') id.current = null
    },
  }
}

import { useCallback, useRef, useState, type SetStateAction } from 'react'
import type * as z from 'zod/mini'
import { clearDraft, readDraft, writeDraft } from '@/store/session-drafts'

/**
 * A form's state that survives leaving the page for the visit (a 500 re-login through OAuth, a trip
 * to add a bank card and back): useState restored from the session draft, saved on every change,
 * dropped by `clear()` once the form is submitted (src/store/session-drafts.ts).
 */
export function useDraftState<T>(
  form: string,
  schema: z.ZodMiniType<T>,
  empty: T,
): [T, (next: SetStateAction<T>) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft(form, schema) ?? empty)
  const latest = useRef(value)
  const emptyJson = useRef(JSON.stringify(empty))
  // Saved in the setter, not in an effect: a change made on the way out (a link's onClick) must be
  // stored before the page unmounts. A cleared draft is not saved again until the user edits.
  const set = useCallback(
    (action: SetStateAction<T>) => {
      const next =
        typeof action === 'function' ? (action as (prev: T) => T)(latest.current) : action
      latest.current = next
      if (JSON.stringify(next) === emptyJson.current) clearDraft(form)
      else writeDraft(form, next)
      setValue(next)
    },
    [form],
  )
  const clear = useCallback(() => clearDraft(form), [form])
  return [value, set, clear]
}

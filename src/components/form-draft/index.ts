import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react'
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
  // Set by clear(): the submitted values are not saved again until the user edits.
  const cleared = useRef(false)
  const emptyJson = useRef(JSON.stringify(empty))
  useEffect(() => {
    if (cleared.current) return
    if (JSON.stringify(value) === emptyJson.current) clearDraft(form)
    else writeDraft(form, value)
  }, [form, value])
  const set = useCallback((next: SetStateAction<T>) => {
    cleared.current = false
    setValue(next)
  }, [])
  const clear = useCallback(() => {
    cleared.current = true
    clearDraft(form)
  }, [form])
  return [value, set, clear]
}

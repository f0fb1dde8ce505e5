import type * as z from 'zod/mini'

/**
 * Form drafts for the visit (sessionStorage, key `draft:<form>`): a 500 re-login leaves the page for
 * WeChat's OAuth and comes back, and a form must find what was typed (issue 24). sessionStorage ends
 * with the visit, so a bank card or ID number typed into a draft never outlives it (never
 * localStorage). Each draft is checked against its schema on read: a bad value is dropped.
 */
const keyOf = (form: string) => `draft:${form}`

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    // WECHAT(Android): some web views throw on storage access in private mode.
    return null
  }
}

export function readDraft<T>(form: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = session()?.getItem(keyOf(form))
    if (raw == null) return null
    const parsed = schema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data
  } catch {
    // not JSON: dropped below
  }
  clearDraft(form)
  return null
}

export function writeDraft(form: string, value: unknown): void {
  try {
    session()?.setItem(keyOf(form), JSON.stringify(value))
  } catch {
    // Quota or private mode: the form still holds it for this page.
  }
}

export function clearDraft(form: string): void {
  try {
    session()?.removeItem(keyOf(form))
  } catch {
    // nothing stored
  }
}

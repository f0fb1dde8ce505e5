/**
 * The fault switch of the mock operator (DESIGN §8), for QA without code changes.
 *
 * Spec: comma-separated entries `kind` or `kind:/path`, e.g. `500:/user/get-attention,slow`.
 * Kinds: `500` (HTTP 500, empty body), `network` (network error), `slow` (3000 ms delay, then the
 * normal answer or another fault), `code` (business error 999999), `empty` (HTTP 200, empty body).
 * A path is relative to /v1/charge-user (the full /v1/charge-user/... form works too) and matches that
 * call, or every call under it (`code:/blind-box`). An entry without a path matches every call.
 *
 * Where the spec comes from, first found wins: `setFault()` (tests), the page URL query `mockFault`
 * (in `location.search` and/or the query inside `location.hash`), localStorage `mockFault`.
 */
import { API_PREFIX } from '@/api/types'

export const FAULT_KINDS = ['500', 'network', 'slow', 'code', 'empty'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]
export type BreakingFault = Exclude<FaultKind, 'slow'>

export interface Fault {
  kind: FaultKind
  /** null: every call. */
  path: string | null
  /** `kind:/path@N`: only the first N matching calls fail (counted per visit), then normal. */
  times: number | null
  /** The entry as written: the key its hits are counted under. */
  key: string
}

export interface ActiveFault {
  /** Delay the answer by the slow delay first. */
  slow: boolean
  /** What to answer instead of the normal answer; null: answer normally (after any delay). */
  kind: BreakingFault | null
}

export const FAULT_KEY = 'mockFault'
export const SLOW_DELAY_MS = 3000
export const FAULT_CODE = '999999'
export const FAULT_MSG = '模拟的业务错误'

function isKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value)
}

function normalisePath(path: string): string {
  let p = path
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
  if (!p.startsWith('/')) p = `/${p}`
  if (p.startsWith(`${API_PREFIX}/`)) p = p.slice(API_PREFIX.length)
  return p
}

/** Parses a fault spec; unknown kinds and blank entries are ignored. Pure. */
export function parseFaults(spec: string | null | undefined): Fault[] {
  if (!spec) return []
  const faults: Fault[] = []
  for (const entry of spec.split(',')) {
    const raw = entry.trim()
    if (!raw) continue
    const at = /@(\d+)$/.exec(raw)
    const text = at ? raw.slice(0, at.index) : raw
    const times = at ? Number(at[1]) : null
    const colon = text.indexOf(':')
    const kind = (colon < 0 ? text : text.slice(0, colon)).trim().toLowerCase()
    const rawPath = colon < 0 ? '' : text.slice(colon + 1).trim()
    if (!isKind(kind)) continue
    const path = rawPath && rawPath !== '/' && rawPath !== '*' ? normalisePath(rawPath) : null
    faults.push({ kind, path, times, key: raw })
  }
  return faults
}

export function faultMatches(fault: Fault, path: string): boolean {
  if (fault.path === null) return true
  const p = normalisePath(path)
  return p === fault.path || p.startsWith(`${fault.path}/`)
}

// --- where the spec comes from ----------------------------------------------------------------

let override: string | null = null
let slowDelay = SLOW_DELAY_MS

/** Forces a fault spec (null: back to the page URL / localStorage). `slowMs` shortens `slow` in tests. */
export function setFault(spec: string | null, options: { slowMs?: number } = {}): void {
  override = spec
  resetFaultHits()
  slowDelay = options.slowMs ?? SLOW_DELAY_MS
}

export function slowDelayMs(): number {
  return slowDelay
}

function queryValue(query: string): string | null {
  return query ? new URLSearchParams(query).get(FAULT_KEY) : null
}

/** The spec in force now. */
export function currentFaultSpec(): string {
  if (override !== null) return override
  if (typeof window === 'undefined') return ''
  try {
    const { search, hash } = window.location
    const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : ''
    const fromUrl = [queryValue(search), queryValue(hashQuery)].filter(Boolean).join(',')
    if (fromUrl) return fromUrl
    return window.localStorage?.getItem(FAULT_KEY) ?? ''
  } catch {
    return ''
  }
}

/** The fault for a call (`path` relative to /v1/charge-user), or null when it answers normally. */
export function activeFault(path: string): ActiveFault | null {
  const matching = parseFaults(currentFaultSpec())
    .filter((fault) => faultMatches(fault, path))
    .filter((fault) => fault.times === null || countHit(fault.key) <= fault.times)
  if (matching.length === 0) return null
  const breaking = matching.find(
    (fault): fault is Fault & { kind: BreakingFault } => fault.kind !== 'slow',
  )
  return { slow: matching.some((fault) => fault.kind === 'slow'), kind: breaking?.kind ?? null }
}

// --- `@N`: hits per entry, kept for the visit (sessionStorage survives the re-login redirect) ----
const HITS_KEY = 'mockFault:hits'
let memoryHits: Record<string, number> = {}

function readHits(): Record<string, number> {
  try {
    const raw = globalThis.sessionStorage?.getItem(HITS_KEY)
    return raw ? (JSON.parse(raw) as Record<string, number>) : memoryHits
  } catch {
    return memoryHits
  }
}

/** Counts one more matching call for an entry and returns its count. */
function countHit(key: string): number {
  const hits = readHits()
  hits[key] = (hits[key] ?? 0) + 1
  memoryHits = hits
  try {
    globalThis.sessionStorage?.setItem(HITS_KEY, JSON.stringify(hits))
  } catch {
    // Private mode: counted in memory only.
  }
  return hits[key]
}

/** Forgets the `@N` counts (tests). */
export function resetFaultHits(): void {
  memoryHits = {}
  try {
    globalThis.sessionStorage?.removeItem(HITS_KEY)
  } catch {
    // nothing to forget
  }
}

// core/: what every domain shares, with no domain's rules: the db (db.ts), put together from the
// domains' seeds (seed.ts), the simulated clock and QA switches (clock.ts), the fault switch
// (faults.ts), the handlers' building blocks (http.ts, schemas.ts) and assets (assets.ts).
// Each domain's handlers live in its own folder; handlers/index.ts is the one list of them all.
/**
 * The mock operator's database: one seeded, deterministic state. In the browser it is kept in
 * localStorage under `mock:db` (loaded at start, written after every call) so a reload keeps the login;
 * in node it lives in memory. `resetDb()` goes back to the seed.
 */
import type { CustomWxConfig } from '@/api/types'
import { createSeed, DB_VERSION, type DbState } from './seed'
import { maskMobile } from '@/lib/validators'

export const DB_STORAGE_KEY = 'mock:db'

// --- persistence (browser only) ---------------------------------------------------------------

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}

function isDbState(value: unknown): value is DbState {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Partial<DbState>
  return (
    v.version === DB_VERSION &&
    typeof v.user === 'object' &&
    Array.isArray(v.tokens) &&
    Array.isArray(v.blindBoxes) &&
    Array.isArray(v.payments) &&
    Array.isArray(v.devices) &&
    Array.isArray(v.orders) &&
    Array.isArray(v.cardPool) &&
    Array.isArray(v.campaigns) &&
    Array.isArray(v.receivedCampaigns) &&
    Array.isArray(v.cardRecords) &&
    Array.isArray(v.refunds) &&
    Array.isArray(v.messages) &&
    Array.isArray(v.complaints) &&
    Array.isArray(v.pointsRecords) &&
    Array.isArray(v.lotteryDraws) &&
    Array.isArray(v.partnerApplications) &&
    Array.isArray(v.policies) &&
    Array.isArray(v.uploads) &&
    Array.isArray(v.redPackets) &&
    Array.isArray(v.vehicles) &&
    typeof v.vehicleSeq === 'number' &&
    Array.isArray(v.invoiceTitles) &&
    Array.isArray(v.invoices) &&
    typeof v.invoiceTitleSeq === 'number' &&
    typeof v.invoiceSeq === 'number'
  )
}

/** The state localStorage holds, when it is one this version wrote. */
function storedDb(): DbState | null {
  const raw = storage()?.getItem(DB_STORAGE_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isDbState(parsed) ? parsed : null
  } catch {
    return null
  }
}

/**
 * The stored state, else the seed. A page load of a visitor the mock already knows (every reload,
 * every e2e test after the first visit) does not build the seed only to replace it.
 */
export const db: DbState = storedDb() ?? createSeed()

/**
 * Writes the state to localStorage (`mock:db`); a no-op in node or when storage is unavailable.
 * Most calls change nothing (reads, polls): then the stored copy already equals the state and is
 * not written again (a write sends the whole state, about 125 kB, to the browser's storage).
 */
export function persist(): void {
  const store = storage()
  if (!store) return
  try {
    const state = JSON.stringify(db)
    if (store.getItem(DB_STORAGE_KEY) !== state) store.setItem(DB_STORAGE_KEY, state)
  } catch {
    // quota or privacy mode: keep working in memory
  }
}

/** Replaces the state with the one stored in localStorage, if any. True when something was loaded. */
export function loadDb(): boolean {
  const stored = storedDb()
  if (stored) Object.assign(db, stored)
  return stored !== null
}

/** Back to the seed; also forgets the stored state. */
export function resetDb(): void {
  Object.assign(db, createSeed())
  storage()?.removeItem(DB_STORAGE_KEY)
}

// --- lookups shared by the handlers ------------------------------------------------------------

export function issueToken(): string {
  db.counters.token += 1
  const token = `tk-${String(db.counters.token).padStart(6, '0')}`
  db.tokens.push(token)
  return token
}

export function isValidToken(token: string | null | undefined): boolean {
  return !!token && db.tokens.includes(token)
}

export function operatorByAppId(appId: string): CustomWxConfig | null {
  return db.operators[appId] ?? null
}

export function operatorById(operatorId: string): CustomWxConfig | null {
  const appId = db.operatorIds[operatorId]
  return appId ? operatorByAppId(appId) : null
}

/** 6225880123581234 -> 6225********1234 */
export function maskCardNo(cardNo: string): string {
  if (cardNo.length <= 8) return cardNo
  return `${cardNo.slice(0, 4)}${'*'.repeat(cardNo.length - 8)}${cardNo.slice(-4)}`
}

/** The user's masked phone, or '' while no phone is bound. */
export function userMaskMobile(): string {
  return db.user.mobileBound ? maskMobile(db.user.mobile) : ''
}

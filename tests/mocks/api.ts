/** Test helpers for the mock operator: server lifecycle, JSON calls, login. */
import { API } from '@/api/endpoints/spec'
import { type Envelope, type LoginResult } from '@/api/types'
import { PAY_KEY, resetSwitches, SPEED_KEY } from '@/mocks/core/clock'
import { resetDb } from '@/mocks/core/db'
import { FAULT_KEY, setFault } from '@/mocks/core/faults'
import { server } from '@/mocks/node'

export const BASE = 'http://localhost/v1/charge-user'

export interface Answer<T> {
  status: number
  /** The parsed envelope, or null for an empty body. */
  body: Envelope<T> | null
}

/** Starts msw/node for this file unless a shared setup already did; resets state after each test. */
export function setupMockServer(): void {
  let started = false
  beforeAll(() => {
    try {
      server.listen({ onUnhandledRequest: 'error' })
      started = true
    } catch {
      // already listening: a shared tests/setup.ts owns the lifecycle
    }
  })
  afterEach(() => {
    resetDb()
    setFault(null)
    resetSwitches()
    localStorage.removeItem(FAULT_KEY)
    localStorage.removeItem(PAY_KEY)
    localStorage.removeItem(SPEED_KEY)
    window.history.replaceState(null, '', '/')
  })
  afterAll(() => {
    if (started) server.close()
  })
}

async function parse<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Envelope<T>) : null }
}

function headers(token: string | null | undefined, json: boolean): Record<string, string> {
  const result: Record<string, string> = json ? { 'Content-Type': 'application/json' } : {}
  if (token) result.token = token
  return result
}

/** POST a JSON body (a string is sent as is) to a path of the API table. */
export async function post<T>(
  path: string,
  body: unknown = {},
  token?: string | null,
): Promise<Answer<T>> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: headers(token, true),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return parse<T>(response)
}

export async function get<T>(
  path: string,
  query: Record<string, string>,
  token?: string | null,
): Promise<Answer<T>> {
  const qs = new URLSearchParams(query).toString()
  const response = await fetch(`${BASE}${path}?${qs}`, { headers: headers(token, false) })
  return parse<T>(response)
}

/** POST multipart with form field `file` (or no file when `file` is null). */
export async function upload<T>(
  path: string,
  file: File | null,
  token: string,
): Promise<Answer<T>> {
  const form = new FormData()
  if (file) form.append('file', file, file.name)
  else form.append('note', 'no file')
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers: { token }, body: form })
  return parse<T>(response)
}

/**
 * POST multipart with a hand-built body: in jsdom, a FormData File loses its name on the way through
 * fetch (it arrives as "blob"), so tests that check names build the body themselves, as a browser does.
 */
export async function uploadBytes<T>(
  path: string,
  file: { name: string; type: string; bytes: number },
  token: string,
): Promise<Answer<T>> {
  const boundary = '----MockFormBoundary7MA4YWxkTrZu0gW'
  const encoder = new TextEncoder()
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  )
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array(head.length + file.bytes + tail.length)
  body.set(head, 0)
  body.fill(7, head.length, head.length + file.bytes)
  body.set(tail, head.length + file.bytes)
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  return parse<T>(response)
}

let codeSeq = 0

/** Logs in with a fresh auth code and returns the token. */
export async function login(): Promise<string> {
  codeSeq += 1
  const answer = await post<LoginResult>(API.login, {
    authCode: `test-code-${codeSeq}`,
    loginType: '02',
    appId: 'wxde00000000000001',
  })
  if (!answer.body || answer.body.code !== '000000')
    throw new Error(`login failed: ${JSON.stringify(answer)}`)
  return answer.body.data.token
}

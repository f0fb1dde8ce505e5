/** Building blocks of the mock operator's handlers: routes, envelopes, faults, auth, validation. */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { z } from 'zod'
import { API_PREFIX, type Envelope } from '@/api/types'
import { SUCCESS_CODE } from '@/lib/constants'
import { isValidToken, persist } from './db'
import { activeFault, FAULT_CODE, FAULT_MSG, slowDelayMs } from './faults'

/** Business codes the mock answers with (success is '000000'). */
export const CODE = {
  param: '100001',
  smsTooOften: '100002',
  smsWrong: '100003',
  mobileFailed: '100004',
  bankDuplicate: '100005',
  uploadType: '100006',
  uploadSize: '100007',
  operatorUnknown: '100008',
  authCodeInvalid: '40029',
  authCodeUsed: '40163',
  blindBoxUnknown: '200001',
  blindBoxState: '200002',
  blindBoxNone: '200003',
  deviceUnknown: '300001',
  deviceOffline: '300002',
  deviceFault: '300003',
  notCar: '300004',
  portUnknown: '300005',
  portBusy: '300006',
  portUnplugged: '300007',
  planInvalid: '300008',
  amountInvalid: '300009',
  couponInvalid: '300010',
  cardInvalid: '300011',
  cardBalance: '300012',
  orderUnknown: '300013',
  orderState: '300014',
  cardUnknown: '400001',
  cardState: '400002',
  campaignUnknown: '400003',
  campaignReceived: '400004',
  messageUnknown: '700001',
} as const

export type Resolver = (info: { request: Request }) => Response | Promise<Response>

/** The msw path pattern of a call, matching any origin: `*\/v1/charge-user/user/...`. */
export function route(path: string): string {
  return `*${API_PREFIX}${path}`
}

/**
 * A JSON answer. Not msw's `HttpResponse.json`: that measures the body for its Content-Length with
 * a `Blob`, which in a browser registers a copy of every answer with the browser process.
 */
function json(body: unknown, init?: ResponseInit): Response {
  return new HttpResponse(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  })
}

export function ok<T>(data: T): Response {
  return json({ code: SUCCESS_CODE, msg: '操作成功', data } satisfies Envelope<T>)
}

export function fail(code: string, msg: string): Response {
  return json({ code, msg, data: null } satisfies Envelope<null>)
}

/** The valid token of the request (header `token`), or null. */
export function auth(request: Request): string | null {
  const token = request.headers.get('token')
  return token && isValidToken(token) ? token : null
}

/** Missing or unknown token: HTTP 500, which the client treats as "log in again" (SPEC §8). */
export function loginExpired(): Response {
  return json({ code: '500', msg: '登录已失效，请重新登录', data: null }, { status: 500 })
}

/** Applies the fault switch of `path` before the resolver. */
export function withFault(path: string, resolver: Resolver): Resolver {
  return async (info) => {
    const fault = activeFault(path)
    if (fault?.slow) await delay(slowDelayMs())
    switch (fault?.kind) {
      case '500':
        return new HttpResponse(null, { status: 500 })
      case 'network':
        return HttpResponse.error()
      case 'code':
        return fail(FAULT_CODE, FAULT_MSG)
      case 'empty':
        return new HttpResponse(null, { status: 200 })
      default:
        return resolver(info)
    }
  }
}

interface EndpointOptions {
  /** No token needed (login and the WeChat helpers). */
  public?: boolean
}

function guarded(resolver: Resolver, options: EndpointOptions): Resolver {
  return async (info) => {
    if (!options.public && !auth(info.request)) return loginExpired()
    const response = await resolver(info)
    persist()
    return response
  }
}

/** One call of the API table: its method, its path after `API_PREFIX` and what answers it. */
export interface ApiCall {
  method: 'GET' | 'POST'
  path: string
  resolver: Resolver
}

/** A call of the API table: any origin, fault switch, token check, state saved afterwards. */
const apiCall =
  (method: ApiCall['method']) =>
  (path: string, resolver: Resolver, options: EndpointOptions = {}): ApiCall => ({
    method,
    path,
    resolver: withFault(path, guarded(resolver, options)),
  })

export const postApi = apiCall('POST')
export const getApi = apiCall('GET')

/**
 * The API table as one msw handler, which finds a request's call by its method and path. msw asks
 * every handler about every request, and each handler first reads the request's cookies: the
 * page's `document.cookie` (in a browser, a synchronous call to the browser process) and msw's own
 * cookie store. With a handler per call, that was 92 reads for each request the service worker
 * passed to the page; now it is one. A request that is no call of the table is left to the
 * handlers after this one (a resolver that returns nothing does not answer).
 */
export function apiTable(calls: readonly ApiCall[]): HttpHandler {
  const table = new Map<string, Resolver>()
  for (const call of calls) {
    const key = `${call.method} ${call.path}`
    if (table.has(key)) throw new Error(`mock: ${key} is answered twice`)
    table.set(key, call.resolver)
  }
  return http.all(route('/*'), ({ request }) => {
    const { pathname } = new URL(request.url)
    const path = pathname.slice(pathname.indexOf(API_PREFIX) + API_PREFIX.length)
    return table.get(`${request.method} ${path}`)?.({ request })
  })
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** The first validation message of a failed parse. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? '参数错误'
}

/** Reads and validates a JSON body; an empty body counts as `{}`. Bad input -> code 100001. */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  let raw: unknown = {}
  try {
    const text = await request.text()
    if (text.trim()) raw = JSON.parse(text)
  } catch {
    return { ok: false, response: fail(CODE.param, '参数错误：请求体不是合法的JSON') }
  }
  const result = schema.safeParse(raw)
  if (!result.success) return { ok: false, response: fail(CODE.param, firstIssue(result.error)) }
  return { ok: true, data: result.data }
}

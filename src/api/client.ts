import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import { apiOrigin } from '@/config/env'
import { LOADING_DELAY_MS, REQUEST_TIMEOUT_MS, SUCCESS_CODE } from '@/lib/constants'
import { MSG } from '@/lib/messages'
import { appStore, tokenFor, useAppStore } from '@/store'
import { feedback } from './feedback'
import { API_PREFIX, type Envelope } from './envelope'

/** Why a call was rejected. The message has already been shown unless `toast: false`. */
export type ApiErrorKind = 'code' | 'empty' | 'network' | 'unauthorized' | 'system'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly code: string | undefined
  constructor(kind: ApiErrorKind, message: string, code?: string) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.code = code
  }
}

export interface CallOptions {
  /** Show the shared loading overlay (after 200 ms). Default true. */
  loading?: boolean
  /** Show the failure toast. Default true (getChargeUserInfo turns it off, SPEC §8). */
  toast?: boolean
  /**
   * Business codes that are an answer the page shows as a state of its own, not a failure (no
   * blind box to open): no toast for them; every other code still has its toast (SPEC §8).
   */
  stateCodes?: readonly string[]
  /**
   * Open the '温馨提示' network dialog on a network failure. Default true; a silent poll turns it off
   * and shows its own quiet line instead.
   */
  networkDialog?: boolean
  signal?: AbortSignal
}

/**
 * A call nobody is waiting on that its page accounts for when it fails (a read ahead, a refresh of
 * what is shown): no overlay, no toast, no network dialog.
 */
export const QUIET: CallOptions = { loading: false, toast: false, networkDialog: false }

/**
 * A polled call's options: its first load tells the user the client's way; once its page shows
 * the answer (`shown`, the cached data), a refresh that fails is QUIET and the page says it itself
 * (StaleNote), rather than a dialog at every poll.
 */
export const quietOnceShown = (shown: unknown): CallOptions | undefined =>
  shown === undefined ? undefined : QUIET

type Axios = typeof import('axios')
let client: Promise<{ axios: Axios; instance: AxiosInstance }> | undefined

/**
 * The one axios instance (SPEC §7): JSON, 60000 ms, token header. axios arrives with the first call
 * (index.html preloads it with the entry, except where it has asked for the landing page's data
 * itself, a pile link or home for a returning user: that first screen is drawn from index.html's
 * early answer, src/app/landing-data.ts, and axios comes with the calls after it).
 */
function loadClient(): Promise<{ axios: Axios; instance: AxiosInstance }> {
  client ??= import('axios').then(
    (axios) => {
      // In a browser axios sends with XMLHttpRequest (its adapters in order: xhr, http, fetch; the
      // build leaves the fetch one out, scripts/plugins/axios-xhr-only.ts). Tests in node keep
      // axios's own choice.
      const instance = axios.default.create({
        timeout: REQUEST_TIMEOUT_MS,
        headers: { 'Content-Type': 'application/json' },
      })
      instance.interceptors.request.use((config) => {
        config.baseURL = `${apiOrigin()}${API_PREFIX}`
        // Only to the API origin that issued it: a testh5 page must not send production's token.
        const token = tokenFor(appStore.get())
        if (token) config.headers.set('token', token)
        return config
      })
      return { axios, instance }
    },
    (error: unknown) => {
      client = undefined // the next call tries again
      throw error
    },
  )
  return client
}

/** The axios instance, once loaded. */
export const http = async (): Promise<AxiosInstance> => (await loadClient()).instance

// --- loading overlay: one counter shared by concurrent calls, shown only after LOADING_DELAY_MS --
let pending = 0
let overlayTimer: ReturnType<typeof setTimeout> | undefined
let overlayShown = false

function beginLoading(): void {
  pending += 1
  if (pending === 1 && !overlayShown) {
    overlayTimer = setTimeout(() => {
      overlayTimer = undefined
      if (pending > 0) {
        overlayShown = true
        feedback().showLoading()
      }
    }, LOADING_DELAY_MS)
  }
}

function endLoading(): void {
  pending = Math.max(0, pending - 1)
  if (pending > 0) return
  if (overlayTimer) clearTimeout(overlayTimer)
  overlayTimer = undefined
  if (overlayShown) {
    overlayShown = false
    feedback().hideLoading()
  }
}

// --- re-login: any number of 500s log out once and start one login, until a new token arrives ----
/**
 * Starts the login again (SPEC §8). It is asked before the login is cleared: returning false refuses
 * (e.g. a guard against a server that answers 500 even to a fresh login), and the login is kept.
 */
type Relogin = () => Promise<void> | boolean | void
let relogin: Relogin = () => {}
let reloginStarted = false

export function setReloginHandler(handler: Relogin): void {
  relogin = handler
}

useAppStore.subscribe((state, prev) => {
  if (state.token && !prev.token) reloginStarted = false
})

/**
 * Whether a call answered 500 was sent with another login than the store's current one: with an
 * older token, or with none (sent while logged out), while the store now holds a token.
 */
function refusedAnOlderLogin(error: unknown, axios: Axios | undefined): boolean {
  const current = tokenFor(appStore.get())
  if (!current || !axios || !(error instanceof axios.AxiosError)) return false
  const sent = error.config?.headers?.get('token')
  return sent !== current
}

/** Logs out and starts the one re-login; false when the handler refused (the login is kept). */
function startRelogin(): boolean {
  if (reloginStarted) return true
  let started: ReturnType<Relogin>
  try {
    started = relogin()
  } catch {
    return false
  }
  // Refused: keep the token, so later calls still work or fail visibly (the handler says why once).
  if (started === false) return false
  reloginStarted = true
  appStore.logout()
  void Promise.resolve(started).catch(() => {
    reloginStarted = false
  })
  return true
}

// --- the network dialog: one at a time however many calls fail -------------------------------
let networkDialogOpen = false
function showNetworkDialog(): void {
  if (networkDialogOpen) return
  networkDialogOpen = true
  void feedback()
    .alert(MSG.networkTitle, MSG.networkError)
    .finally(() => {
      networkDialogOpen = false
    })
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body
}

function classify(error: unknown, axios: Axios | undefined): ApiError {
  if (error instanceof ApiError) return error
  // axios itself could not be downloaded: the network is down.
  if (!axios) return new ApiError('network', MSG.networkError)
  const { AxiosError } = axios
  if (axios.isCancel(error)) return new ApiError('network', MSG.requestAbort)
  if (error instanceof AxiosError) {
    if (error.response?.status === 500) return new ApiError('unauthorized', MSG.systemError)
    if (!error.response) {
      const reason = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT
      return new ApiError('network', reason ? MSG.requestTimeout : MSG.networkError)
    }
    // A refusal (4xx, not a timeout or a rate limit) that still carries the envelope with a failure
    // code: the server said why, and that is shown as for any other code (SPEC §8). Anything else,
    // a gateway's 5xx above all, is '系统错误' (kind 'system'): whether the server acted is unknown,
    // so a once-only action keeps its request id for the retry.
    const { status } = error.response
    const body: unknown = error.response.data
    const refused = status >= 400 && status < 500 && status !== 408 && status !== 429
    if (refused && isEnvelope(body) && String(body.code) !== SUCCESS_CODE) {
      const text = body.msg || body.message || MSG.requestFailed
      return new ApiError('code', String(text), String(body.code))
    }
  }
  return new ApiError('system', MSG.systemError)
}

/** One call: resolves with `data` when code is '000000', otherwise shows the message and rejects. */
export async function call<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<T> {
  const { loading = true, toast = true, networkDialog = true, stateCodes = [], signal } = options
  if (loading) beginLoading()
  let axios: Axios | undefined
  try {
    const loaded = await loadClient()
    axios = loaded.axios
    const response = await loaded.instance.request<unknown>({ ...config, signal })
    const body = response.data
    if (body === '' || body === null || body === undefined || !isEnvelope(body)) {
      throw new ApiError('empty', MSG.emptyResponse)
    }
    if (String(body.code) !== SUCCESS_CODE) {
      const text = body.msg || body.message || MSG.requestFailed
      throw new ApiError('code', String(text), String(body.code))
    }
    return body.data as T
  } catch (error) {
    const failure = classify(error, axios)
    if (failure.kind === 'unauthorized') {
      // The login is kept when the 500 refused an older one than the store's (a re-login or a phone
      // bind has issued a new token meanwhile), or when the re-login is refused; the call then
      // fails with its message: it is not silent.
      const kept = refusedAnOlderLogin(error, axios) || !startRelogin()
      if (kept && toast) feedback().toast(failure.message)
    } else if (failure.kind === 'network') {
      if (networkDialog && failure.message !== MSG.requestAbort) showNetworkDialog()
    } else if (toast && !(failure.code && stateCodes.includes(failure.code))) {
      feedback().toast(failure.message)
    }
    throw failure
  } finally {
    if (loading) endLoading()
  }
}

/**
 * The `data` of an answer fetched before the app ran (index.html's early call: a pile link's pile,
 * home's user), when it is a success; undefined otherwise (the caller then asks again through
 * `call`, which shows the failure the usual way).
 */
export async function earlyData<T>(answer: Promise<unknown>): Promise<T | undefined> {
  try {
    const body = await answer
    return isEnvelope(body) && String(body.code) === SUCCESS_CODE ? (body.data as T) : undefined
  } catch {
    return undefined
  }
}

export const post = <T>(url: string, data?: unknown, options?: CallOptions) =>
  call<T>({ method: 'POST', url, data: data ?? {} }, options)

export const get = <T>(url: string, params?: Record<string, unknown>, options?: CallOptions) =>
  call<T>({ method: 'GET', url, params }, options)

export interface UploadOptions extends CallOptions {
  /** The part sent so far, 0 to 1 (axios onUploadProgress), for a per-file progress bar. */
  onProgress?: (fraction: number) => void
}

/** Multipart upload (form field `file`, SPEC §7). */
export function upload<T>(
  url: string,
  file: Blob,
  name: string,
  options?: UploadOptions,
): Promise<T> {
  const form = new FormData()
  form.append('file', file, name)
  const { onProgress, ...callOptions } = options ?? {}
  return call<T>(
    {
      method: 'POST',
      url,
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: onProgress
        ? (event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0)
        : undefined,
    },
    callOptions,
  )
}

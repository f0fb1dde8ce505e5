/**
 * The shape every call shares (SPEC §7): the prefix, the envelope, paging. It imports nothing, so
 * every file of api/ can use it without a circle through types.ts.
 */

/** Every call goes to `${API base}${API_PREFIX}${path}` (SPEC §7). */
export const API_PREFIX = '/v1/charge-user'

/** Every answer is wrapped in this envelope. `message` is accepted as a synonym of `msg`. */
export interface Envelope<T> {
  code: string
  msg?: string
  message?: string
  data: T
}

export interface PageQuery {
  pageNo: number
  pageSize: number
}

export interface Page<T> {
  list: T[]
  total: number
}

export type YesNo = 'Y' | 'N'

/**
 * A paged list as a query module gives it: its cache key (without the page size, which ListBlock
 * adds) and how to fetch one page. ListBlock takes it as `source`.
 */
export interface PagedSource<T> {
  queryKey: readonly unknown[]
  fetchPage: (page: PageQuery) => Promise<Page<T>>
}

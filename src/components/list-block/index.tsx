import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll'
import type { ReactNode } from 'react'
import type { Page, PageQuery, PagedSource } from '@/api/envelope'
import { LIST_END_TEXT } from '../list-end'
import { PullToRefresh } from '../pull-to-refresh'
import { StateBlock } from '../state-block'
import { LoadError } from '../state-block/load-error'
import { PULL_TEXT } from './pull-text'

export { PULL_TEXT }
import { DEFAULT_PAGE_SIZE, REACH_BOTTOM_DISTANCE } from '@/lib/constants'
import './list-block.css'

export interface ListBlockProps<T> {
  /** The list from its domain's query module (e.g. `chargingQueries.orders(tab)`). */
  source: PagedSource<T>
  renderItem: (item: T, index: number) => ReactNode
  itemKey: (item: T) => string
  pageSize?: number
  emptyTitle?: string
  emptyDescription?: string
  /** Shown under the empty state, e.g. a button that creates the first item. */
  emptyAction?: ReactNode
  /** Content above the list that scrolls and refreshes with it. */
  header?: ReactNode
  /** Asks again for what the page shows beside the list (a summary above it) on a pull. */
  alsoRefresh?: () => Promise<unknown>
}

/**
 * The infinite query ListBlock runs for a source: a page that needs the loaded items too (a total of
 * what is selected, 全选) observes the same query with it, and both read one cache.
 */
export function pagedQueryOptions<T, P extends Page<T> = Page<T>>(
  source: { queryKey: readonly unknown[]; fetchPage: (page: PageQuery) => Promise<P> },
  pageSize = DEFAULT_PAGE_SIZE,
) {
  const { queryKey, fetchPage } = source
  return infiniteQueryOptions({
    queryKey: [...queryKey, pageSize],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage({ pageNo: pageParam, pageSize }),
    getNextPageParam: (last: P, all: P[], lastParam: number) => {
      const loaded = all.reduce((sum, page) => sum + page.list.length, 0)
      return last.list.length > 0 && loaded < last.total ? lastParam + 1 : undefined
    },
  })
}

/**
 * The items of the pages loaded so far, each once. Pages are read by offset, so an item added at the
 * top between two reads (a new order, a new message) pushes the last item of one page onto the next:
 * it is shown where it was first read.
 */
export function loadedItems<T>(
  pages: readonly { list: readonly T[] }[] | undefined,
  itemKey: (item: T) => string,
): T[] {
  const seen = new Set<string>()
  const items: T[] = []
  for (const item of pages?.flatMap((page) => page.list) ?? []) {
    const key = itemKey(item)
    if (seen.has(key)) continue
    seen.add(key)
    items.push(item)
  }
  return items
}

/** Pull-to-refresh + pageNo/pageSize paging + loading, empty, error-with-retry and end states. */
export function ListBlock<T>(props: ListBlockProps<T>) {
  const { source, renderItem, itemKey, pageSize = DEFAULT_PAGE_SIZE } = props
  const query = useInfiniteQuery(pagedQueryOptions<T>(source, pageSize))
  const items = loadedItems(query.data?.pages, itemKey)

  const refresh = async () => {
    await Promise.all([query.refetch(), props.alsoRefresh?.()])
  }

  let body: ReactNode
  if (query.isPending) {
    body = (
      <div className="list-block__loading" role="status" aria-busy="true" aria-label="加载中">
        {[0, 1, 2].map((i) => (
          <span key={i} className="skeleton list-block__skeleton" />
        ))}
      </div>
    )
  } else if (query.isError && items.length === 0) {
    body = <LoadError title="加载失败" error={query.error} onRetry={query.refetch} />
  } else if (items.length === 0) {
    body = (
      <StateBlock
        kind="empty"
        title={props.emptyTitle ?? '暂无数据'}
        description={props.emptyDescription}
      >
        {props.emptyAction}
      </StateBlock>
    )
  } else {
    body = (
      <>
        <ul className="list-block__items">
          {items.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          threshold={REACH_BOTTOM_DISTANCE}
          loadMore={async () => {
            await query.fetchNextPage({ throwOnError: true })
          }}
        >
          {(hasMore, failed, retry) => (
            <ListFooter hasMore={hasMore} failed={failed} retry={retry} />
          )}
        </InfiniteScroll>
      </>
    )
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="list-block">
        {props.header}
        {body}
      </div>
    </PullToRefresh>
  )
}

function ListFooter({
  hasMore,
  failed,
  retry,
}: {
  hasMore: boolean
  failed: boolean
  retry: () => void
}) {
  if (failed) {
    return (
      <button type="button" className="list-block__retry" onClick={retry}>
        加载失败，点击重试
      </button>
    )
  }
  return <span className="list-block__end">{hasMore ? '加载中…' : LIST_END_TEXT}</span>
}

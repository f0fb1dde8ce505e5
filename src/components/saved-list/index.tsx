import Button from 'antd-mobile/es/components/button'
import type { ReactNode } from 'react'
import { ListEnd } from '@/components/list-end'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'

interface SavedListQuery<T> {
  data: { list: T[] } | undefined
  isError: boolean
  error: unknown
  refetch: () => Promise<unknown>
}

interface SavedListProps<T> {
  /** The page's classes (its own look on top of app-page's). */
  className: string
  query: SavedListQuery<T>
  loadErrorTitle: string
  empty: { title: string; hint: string }
  /** The list's accessible name and class. */
  listLabel: string
  listClassName: string
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** A line under the list: what the saved items are used for. */
  note: ReactNode
  noteClassName: string
  /** 添加…: under the empty state, or in the bottom bar; refused at `max` with `fullLabel`. */
  addLabel: string
  fullLabel: string
  max: number
  onAdd: () => void
}

/**
 * A page of things the user saved, one of them the default (我的车辆, 抬头管理): loading, a load error
 * with a retry, an empty state that offers the first one, the list with pull-to-refresh and its
 * end, and the add button in the bottom bar until the server's limit.
 */
export function SavedList<T>(props: SavedListProps<T>) {
  const { query, max, onAdd } = props
  const count = query.data?.list.length ?? 0
  let body: ReactNode
  if (query.data === undefined) {
    body = query.isError ? (
      <LoadError title={props.loadErrorTitle} error={query.error} onRetry={query.refetch} />
    ) : (
      <PageSkeleton rows={2} />
    )
  } else if (count === 0) {
    body = (
      <StateBlock kind="empty" title={props.empty.title} description={props.empty.hint}>
        <Button color="primary" shape="rounded" onClick={onAdd}>
          {props.addLabel}
        </Button>
      </StateBlock>
    )
  } else {
    body = (
      <>
        <ul className={props.listClassName} aria-label={props.listLabel}>
          {query.data.list.map((item) => (
            <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
          ))}
        </ul>
        <ListEnd />
      </>
    )
  }
  return (
    <div className={`app-page app-page--soft ${props.className}`}>
      <PullToRefresh onRefresh={() => query.refetch()}>
        {body}
        <p className={props.noteClassName}>{props.note}</p>
      </PullToRefresh>
      {count > 0 && (
        <footer className="app-bar">
          <Button block color="primary" shape="rounded" disabled={count >= max} onClick={onAdd}>
            {count >= max ? props.fullLabel : props.addLabel}
          </Button>
        </footer>
      )}
    </div>
  )
}

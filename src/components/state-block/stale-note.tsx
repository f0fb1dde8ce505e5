import './state-block.css'

export const STALE_TEXT = '刷新失败，显示的可能不是最新信息'

/**
 * One quiet line over a page whose last refresh (a pull, a poll) failed while it keeps what it read
 * before (LoadError's rule): its figures may be out of date. Gone with the next refresh that works.
 * `stale`: the query's `isRefetchError`.
 */
export function StaleNote({ stale }: { stale: boolean }) {
  if (!stale) return null
  return (
    <p className="stale-note" role="status">
      {STALE_TEXT}
    </p>
  )
}

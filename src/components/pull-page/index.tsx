import type { ReactNode } from 'react'
import { PullToRefresh } from '../pull-to-refresh'

/** A detail page that refreshes on a pull (SPEC §2 "refresh"). */
export function PullPage({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>
  children: ReactNode
}) {
  return <PullToRefresh onRefresh={onRefresh}>{children}</PullToRefresh>
}

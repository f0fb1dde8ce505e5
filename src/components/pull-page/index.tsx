import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh'
import type { ReactNode } from 'react'
import { PULL_TRANSITION_MS } from '@/lib/constants'
import { PULL_TEXT } from '../list-block/pull-text'

/** A detail page that refreshes on a pull (SPEC §2 "refresh"), with the spec's pull states. */
export function PullPage({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>
  children: ReactNode
}) {
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh()
      }}
      completeDelay={PULL_TRANSITION_MS}
      renderText={(status) => PULL_TEXT[status]}
    >
      {children}
    </PullToRefresh>
  )
}

import Button from 'antd-mobile/es/components/button'
import type { ReactNode } from 'react'
import { Link } from '@/components/link'
import { ApiError } from '@/api/client'
import { href } from '@/config/paths'
import { StateBlock } from './index'

interface Props {
  /** What could not be loaded, e.g. '无法获取电价'. */
  title: string
  /** The failure; its message (already Chinese: the API client writes it) is shown under the title. */
  error?: unknown
  /** Asks again (a query's refetch). */
  onRetry: () => unknown
  /** Other ways on (scan again, back home), under 重试. */
  children?: ReactNode
  /** 返回首页 whatever the failure: a page without a nav bar, whose only other way out leaves the app. */
  home?: boolean
}

/**
 * The one "could not load" state of a page: what failed, why, and 重试. Pages show it instead of
 * their content when their first load fails: on a query's `isLoadingError`, not `isError`, which
 * a failed refresh (a pull, a poll) sets too while the content is still there to keep (the client
 * has said why; tests/pages/failed-refresh.test.tsx).
 * When the server itself said no (an unknown order, card or station: a business error), asking
 * again will not change its answer, so the page also offers 返回首页 unless it gives its own way on.
 */
export function LoadError({ title, error, onRetry, children, home = false }: Props) {
  const description = error instanceof Error && error.message ? error.message : undefined
  const refused = error instanceof ApiError && error.kind === 'code'
  return (
    <StateBlock kind="error" role="alert" title={title} description={description}>
      <Button color="primary" block onClick={() => void onRetry()}>
        重试
      </Button>
      {children ??
        ((refused || home) && (
          <Link className="app-button app-button--plain" to={href('home')} replace>
            返回首页
          </Link>
        ))}
    </StateBlock>
  )
}

import { StateBlock } from '@/components/state-block'
import { useNavigate, useRouteError } from 'react-router-dom'
import { href } from '@/config/paths'

/**
 * A route that failed to load (usually its chunk, after a deploy or on a dropped connection).
 * Retry reloads the page so the new index.html names the new chunks.
 */
export function RouteError() {
  const error = useRouteError()
  const navigate = useNavigate()
  const message = error instanceof Error ? error.message : ''
  const chunk = /dynamically imported module|Loading chunk|Importing a module script/i.test(message)
  return (
    <StateBlock
      kind="error"
      role="alert"
      title={chunk ? '页面加载失败' : '页面出错了'}
      description={chunk ? '网络不稳定，请重试' : '请稍后重试，或返回首页'}
    >
      <button type="button" className="app-button" onClick={() => window.location.reload()}>
        重试
      </button>
      <button
        type="button"
        className="app-button app-button--plain"
        onClick={() => navigate(href('home'), { replace: true })}
      >
        返回首页
      </button>
    </StateBlock>
  )
}

import { useNavigate } from 'react-router-dom'
import { StateBlock } from '@/components/state-block'
import { href } from '@/config/paths'

const CHUNK_FAILED = /dynamically imported module|Loading chunk|Importing a module script/i

/**
 * A page that failed: its chunk did not load (after a deploy, or on a dropped connection) or it threw
 * while rendering. 重试 reloads for a chunk (so a new index.html names the new chunks) and renders
 * the page again otherwise; 返回首页 leaves.
 */
export function RouteError({ error, retry }: { error: Error; retry: () => void }) {
  const navigate = useNavigate()
  const chunk = CHUNK_FAILED.test(error.message)
  return (
    <StateBlock
      kind="error"
      role="alert"
      title={chunk ? '页面加载失败' : '页面出错了'}
      description={chunk ? '网络不稳定，请重试' : '请稍后重试，或返回首页'}
    >
      <button
        type="button"
        className="app-button"
        onClick={chunk ? () => window.location.reload() : retry}
      >
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

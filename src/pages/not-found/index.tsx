import { StateBlock } from '@/components/state-block'
import { useNavigate } from 'react-router-dom'
import { href } from '@/config/paths'

export default function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <div className="app-page">
      <StateBlock kind="empty" title="页面不存在" description="您访问的页面不存在或已下线">
        <button
          type="button"
          className="app-button"
          onClick={() => navigate(href('home'), { replace: true })}
        >
          返回首页
        </button>
      </StateBlock>
    </div>
  )
}

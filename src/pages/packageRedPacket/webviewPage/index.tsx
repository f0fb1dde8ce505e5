import { useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { StateBlock } from '@/components/state-block'
import { href } from '@/config/paths'
import { operatorPageUrl } from '@/lib/operator-url'
import './webview.css'

export const WEBVIEW_TEXT = {
  refused: '无法打开该页面',
  refusedHint: '该链接不是运营商的官方页面，为保护您的账户安全，已阻止打开。',
  missing: '缺少页面地址',
} as const

function hostOf(text: string): string | null {
  try {
    const { protocol, hostname } = new URL(text)
    return protocol === 'http:' || protocol === 'https:' ? hostname : null
  } catch {
    return null
  }
}

/**
 * An operator page in a frame (?url=): only https pages on the operator's domains
 * (src/lib/operator-url.ts; the build's CSP frame-src lists the same). Anything else: no frame.
 */
export default function WebviewPage() {
  const [params] = useSearchParams()
  const raw = params.get('url')
  const url = operatorPageUrl(raw)
  if (!url) {
    // Only the refused link's site, never its text: a link's own sentence ('请添加客服微信…领取退款')
    // must not be shown in the app's page as if the app said it.
    const refusedHost = raw ? hostOf(raw) : null
    return (
      <div className="app-page app-page--soft webview-refused">
        <StateBlock
          kind="error"
          role="alert"
          title={raw ? WEBVIEW_TEXT.refused : WEBVIEW_TEXT.missing}
          description={raw ? WEBVIEW_TEXT.refusedHint : '请从活动入口重新进入'}
        >
          <Link to={href('home')} className="app-button">
            返回首页
          </Link>
        </StateBlock>
        {refusedHost && <p className="webview__raw">链接所属网站：{refusedHost}</p>}
      </div>
    )
  }
  return (
    <div className="webview">
      <iframe
        className="webview__frame"
        src={url}
        title="运营商活动页面"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}

import { StateBlock } from '@/components/state-block'
import { redirectToLogin } from './auth'

/** A failed code exchange or a refused authorisation: never loop, offer a retry (DESIGN §4). */
export function LoginFailed() {
  return (
    <StateBlock
      kind="error"
      role="alert"
      title="登录失败"
      description="微信授权未完成或已过期，请重新授权登录"
    >
      <button type="button" className="app-button" onClick={() => redirectToLogin()}>
        重新登录
      </button>
    </StateBlock>
  )
}

import { Button, ErrorBlock } from 'antd-mobile'
import { redirectToLogin } from './auth'

/** A failed code exchange or a refused authorisation: never loop, offer a retry (DESIGN §4). */
export function LoginFailed() {
  return (
    <div className="app-error" role="alert">
      <ErrorBlock
        status="default"
        title="登录失败"
        description="微信授权未完成或已过期，请重新授权登录"
      />
      <Button color="primary" block onClick={() => redirectToLogin()}>
        重新登录
      </Button>
    </div>
  )
}

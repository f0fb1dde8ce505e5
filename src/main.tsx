import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd-mobile/es/global'
import './app/theme.css'
import { setReloginHandler } from './api/client'
import { App } from './app/app'
import { ensureLogin, reloginAfterExpiry } from './app/auth'
import { applyEntry } from './app/boot'
import { installFeedback } from './app/feedback'
import { LoginFailed } from './app/login-failed'
import { createQueryClient } from './app/query-client'
import { createAppRouter, preloadRoute } from './app/router'
import { startSession } from './app/session'
import { loadDialog } from './components/antd-imperative'
import { setBridge } from './wechat'

/** DESIGN §4: entry redirect -> white-label keys -> env -> login -> JSSDK + operator config -> render. */
async function start(): Promise<void> {
  applyEntry()
  preloadRoute(window.location.hash.slice(1) || '/')
  installFeedback()
  // Read directly so the bundler drops the branch (and the mock chunks) when it is 'false'.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const [{ startMockWorker }, { createSimulatedBridge }] = await Promise.all([
      import('./mocks/browser'),
      import('./wechat/simulated'),
    ])
    setBridge(createSimulatedBridge(loadDialog))
    await startMockWorker()
  }
  setReloginHandler(() => reloginAfterExpiry())

  const container = document.getElementById('root')
  if (!container) return
  const root = createRoot(container)
  const outcome = await ensureLogin()
  if (outcome === 'redirected') return
  if (outcome === 'failed') {
    root.render(<LoginFailed />)
    return
  }
  void startSession()
  root.render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  )
}

void start()

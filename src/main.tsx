import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd-mobile/es/global'
import './app/theme.css'
import './app/shell'
import { setReloginHandler } from './api/client'
import { App } from './app/app'
import { ensureLogin, reloginAfterExpiry } from './app/auth'
import { applyEntry } from './app/boot'
import { askDialog, installFeedback } from './app/feedback'
import { prefetchLanding } from './app/landing-data'
import { LoginFailed } from './app/login-failed'
import { createQueryClient } from './app/query-client'
import { preloadRoute } from './app/router'
import { sessionBegun, startSession } from './app/session'
import { appStore } from './store'
import { setBridge } from './wechat'

/**
 * DESIGN §4: entry redirect -> white-label keys -> env -> login -> JSSDK + operator config ->
 * render. A first login (a code exchanged on this load) follows it: nothing is stored yet, so the
 * signature is handed to wx.config and the operator's branding is in before the first screen (not
 * the SDK's own 'ready', which never comes outside WeChat). A returning user's branding is stored
 * from the last visit and a scan waits for the signature, so for them the two start once the first
 * screen is shown (App's onFirstScreenShown) and never delay it (issue 27: its speed).
 */
async function start(): Promise<void> {
  applyEntry()
  const landing = window.location.hash.slice(1) || '/'
  const landingPage = preloadRoute(landing)
  installFeedback()
  // Read directly so the bundler drops the branch (and the mock chunks) when it is 'false'.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const [{ startMockWorker }, { createSimulatedBridge }] = await Promise.all([
      import('./mocks/browser'),
      import('./wechat/simulated'),
    ])
    setBridge(createSimulatedBridge(askDialog))
    await startMockWorker()
  }
  setReloginHandler(() => reloginAfterExpiry())

  const container = document.getElementById('root')
  if (!container) return
  const root = createRoot(container)
  const queryClient = createQueryClient()
  // The landing page's chunk loads alongside login (and its first call, once logged in), so the
  // first render shows the page itself.
  const returning = appStore.get().token !== ''
  const login = ensureLogin().then(async (outcome) => {
    if (outcome !== 'ready') return outcome
    if (!returning) await sessionBegun()
    prefetchLanding(queryClient, landing)
    return outcome
  })
  const [outcome] = await Promise.all([login, landingPage])
  if (outcome === 'redirected') return
  if (outcome === 'failed') {
    root.render(<LoginFailed />)
    return
  }
  root.render(
    <StrictMode>
      <App queryClient={queryClient} onFirstScreenShown={() => void startSession()} />
    </StrictMode>,
  )
}

// index.html's loader adds this script from its head: it may arrive before the body is parsed.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start(), { once: true })
} else {
  void start()
}

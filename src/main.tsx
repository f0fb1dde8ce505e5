import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd-mobile/es/global'
import './app/theme.css'
import { App } from './app/app'
import { applyEntry } from './app/boot'
import { installAntdRenderer, installFeedback } from './app/feedback'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'

async function start(): Promise<void> {
  applyEntry()
  installAntdRenderer()
  installFeedback()
  // Read directly so the bundler drops the branch (and the mock chunk) when it is 'false'.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    // The mock operator is its own chunk, loaded only when VITE_USE_MOCK is true: never in production.
    const { startMockWorker } = await import('./mocks/browser')
    await startMockWorker()
  }
  const router = createAppRouter()
  const root = document.getElementById('root')
  if (!root) return
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  )
}

void start()

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { watchAppReady } from './app-ready'
import { FollowPromptEnabled, opensScannerOnArrival } from './follow-dialog'
import { AppRouter } from './router'

interface Props {
  queryClient: QueryClient
  /** Work the first screen does not need (JSSDK signing, operator branding): run once it has painted. */
  afterFirstPaint?: () => void
}

export function App({ queryClient, afterFirstPaint }: Props) {
  // The follow check and the session's calls wait for the first screen to paint: they never compete
  // with the landing page for the network or the main thread.
  const [painted, setPainted] = useState(false)
  // Read before home drops the flag: a visit through /scanCode came to scan, and the follow prompt
  // (with its openid round trip) must not pull the page away from under WeChat's scanner.
  const [cameToScan] = useState(() => opensScannerOnArrival(window.location.hash))
  // `app-ready` once the landing page's main control is in (src/app/app-ready.ts).
  useEffect(
    () =>
      watchAppReady(
        document.getElementById('root'),
        window.location.hash.slice(1).split('?')[0] || '/',
      ),
    [],
  )
  useEffect(() => {
    // Effects run after the commit; the frame after it paints; a task queued there runs after that.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        setPainted(true)
        afterFirstPaint?.()
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [afterFirstPaint])

  return (
    <QueryClientProvider client={queryClient}>
      {/* The follow prompt (mounted by RootLayout, inside the router) waits for the first paint. */}
      <FollowPromptEnabled value={painted && !cameToScan}>
        <AppRouter />
      </FollowPromptEnabled>
    </QueryClientProvider>
  )
}

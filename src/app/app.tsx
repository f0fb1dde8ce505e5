import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { watchAppReady } from './app-ready'
import { afterFirstScreen } from './first-screen'
import { BOOT_HOME } from './shell/contract'
import { FollowPromptEnabled, opensScannerOnArrival } from './follow-dialog'
import { AppRouter } from './router'

interface Props {
  queryClient: QueryClient
  /** Work the first screen does not need (JSSDK signing, operator branding): run once shown. */
  onFirstScreenShown?: () => void
}

export function App({ queryClient, onFirstScreenShown }: Props) {
  // The follow check and the session's calls wait for the first screen to be shown: they never
  // compete with the landing page for the network or the main thread.
  const [shown, setShown] = useState(false)
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
  // Read at the first render: whether index.html's static shell drew the first screen (home's, as
  // its first script noted) or the app draws it, and a time before the app's first frame.
  const [landing] = useState(() => ({
    appDrawsIt: document.documentElement.className !== BOOT_HOME,
    rendered: performance.now(),
  }))
  // After the first screen is shown (src/app/first-screen.ts).
  useEffect(
    () =>
      afterFirstScreen(landing.appDrawsIt, landing.rendered, () => {
        setShown(true)
        onFirstScreenShown?.()
      }),
    [landing, onFirstScreenShown],
  )

  return (
    <QueryClientProvider client={queryClient}>
      {/* The follow prompt (mounted by RootLayout, in the router) waits for the first screen. */}
      <FollowPromptEnabled value={shown && !cameToScan}>
        <AppRouter />
      </FollowPromptEnabled>
    </QueryClientProvider>
  )
}

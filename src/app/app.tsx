import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { FollowDialog } from './follow-dialog'
import { AppRouter } from './router'

interface Props {
  queryClient: QueryClient
  /** Work the first screen does not need (JSSDK signing, operator branding): run once it has painted. */
  afterFirstPaint?: () => void
}

export function App({ queryClient, afterFirstPaint }: Props) {
  useEffect(() => {
    if (!afterFirstPaint) return
    // Effects run after the commit; the frame after it paints; a task queued there runs after that.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(afterFirstPaint, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [afterFirstPaint])

  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      {/* Not lazy: its follow check starts with the first screen's own calls. */}
      <FollowDialog />
    </QueryClientProvider>
  )
}

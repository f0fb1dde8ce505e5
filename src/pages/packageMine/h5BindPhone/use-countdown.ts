import { useEffect, useState } from 'react'
import { CODE_COUNTDOWN_SECONDS } from '@/lib/constants'

/**
 * The verification-code countdown (SPEC §9: 60 s). It counts from a deadline, not by decrementing,
 * so re-renders and a background tab do not drift it.
 */
export function useCountdown(seconds: number = CODE_COUNTDOWN_SECONDS) {
  const [deadline, setDeadline] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((deadline - now) / 1000))

  useEffect(() => {
    if (deadline <= Date.now()) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [deadline])

  return {
    left,
    running: left > 0,
    start: () => {
      const start = Date.now()
      setNow(start)
      setDeadline(start + seconds * 1000)
    },
  }
}

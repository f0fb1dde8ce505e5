import { useEffect, useState } from 'react'
import { CODE_COUNTDOWN_SECONDS } from '@/lib/constants'
import { sessionFlags } from '@/store'

/**
 * The verification-code countdown (SPEC §9: 60 s). It counts from a deadline, not by decrementing,
 * so re-renders and a background tab do not drift it. With `stamp` (a sessionStorage name) the start
 * is kept for the visit: leaving the page and coming back, or a reload, shows the same count, and
 * the button stays locked until it ends (issue 3: not a double send).
 */
export function useCountdown(seconds: number = CODE_COUNTDOWN_SECONDS, stamp?: string) {
  const [deadline, setDeadline] = useState(() => {
    const age = stamp ? sessionFlags.age(stamp) : Infinity
    // A clock set back since (a negative age) does not stretch the minute.
    return age >= 0 && age < seconds * 1000 ? Date.now() - age + seconds * 1000 : 0
  })
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
      if (stamp) sessionFlags.stamp(stamp)
      setNow(start)
      setDeadline(start + seconds * 1000)
    },
  }
}

import { useCallback, useEffect, useRef, useState } from 'react'

/** Cells in the order the light runs round the 3x3 grid: prize i sits in grid cell GRID_CELLS[i]. */
export const GRID_CELLS = [0, 1, 2, 5, 8, 7, 6, 3] as const
const STEP_MS = 70
/** Whole laps run after the answer, before the light slows down onto the prize. */
const LANDING_LAPS = 1

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  )
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The running light of the prize grid. `spin(answer)` runs it while the server draws and lands on
 * the slot the server answered (never on one of its own); without motion (prefers-reduced-motion)
 * the prize is lit at once. `active` is the lit prize index.
 */
export function useSpin(count: number) {
  const [active, setActive] = useState<number | null>(null)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  const spin = useCallback(
    async <T extends { slot: number }>(answer: Promise<T>): Promise<T> => {
      if (prefersReducedMotion() || count <= 0) {
        const result = await answer
        setActive(result.slot)
        return result
      }
      let pos = 0
      setActive(0)
      const timer = setInterval(() => {
        pos = (pos + 1) % count
        if (alive.current) setActive(pos)
      }, STEP_MS)
      let result: T
      try {
        result = await answer
      } catch (error) {
        setActive(null)
        throw error
      } finally {
        clearInterval(timer)
      }
      const steps = ((result.slot - pos + count) % count) + LANDING_LAPS * count
      for (let i = 1; i <= steps && alive.current; i += 1) {
        // Slows down over the last lap, like a real wheel.
        const left = steps - i
        await wait(left < count ? STEP_MS + (count - left) * 30 : STEP_MS)
        pos = (pos + 1) % count
        setActive(pos)
      }
      return result
    },
    [count],
  )

  return { active, spin, clear: () => setActive(null) }
}

import { useCallback, useState } from 'react'

/**
 * The width of an element, followed as it changes (rotation, the 480 px cap on a desktop). The chart
 * draws in real pixels so its text stays the size it was set in at 320 px as at 480 px; before the
 * first measure (and where ResizeObserver is missing) it draws at `initial` and the SVG scales.
 */
export function useWidth<E extends Element>(initial: number) {
  const [width, setWidth] = useState(initial)
  const ref = useCallback((element: E | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0)
      if (measured > 0) setWidth(measured)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PULL_TRANSITION_MS } from '@/lib/constants'
import { PULL_TEXT, type PullStatus } from '../list-block/pull-text'
import './pull-to-refresh.css'

const HEAD_HEIGHT = 44
const THRESHOLD = 60
const MAX_PULL = 120

type Status = PullStatus | 'idle'

const atTop = () => window.scrollY <= 0 && (document.scrollingElement?.scrollTop ?? 0) <= 0
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Pull-to-refresh on touch (SPEC §4 states, ~350 ms restoring). Our own: antd-mobile's brings a
 * spring and a gesture library (~24 kB gzip) onto every page that refreshes.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>
  children: ReactNode
}) {
  const [status, setStatus] = useState<Status>('idle')
  const [height, setHeight] = useState(0)
  const [dragging, setDragging] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const refresh = useRef(onRefresh)
  useEffect(() => {
    refresh.current = onRefresh
  }, [onRefresh])

  useEffect(() => {
    const el = box.current
    if (!el) return
    let startY: number | null = null
    let current: Status = 'idle'
    const set = (next: Status, h: number) => {
      current = next
      setStatus(next)
      setHeight(h)
    }
    const onStart = (e: TouchEvent) => {
      if (current !== 'idle' || !atTop()) return
      startY = e.touches[0]?.clientY ?? null
    }
    const onMove = (e: TouchEvent) => {
      if (startY === null) return
      const dy = (e.touches[0]?.clientY ?? startY) - startY
      if (dy <= 0) return set('idle', 0)
      // WECHAT(iOS): stop the web view's own bounce while we pull.
      if (e.cancelable) e.preventDefault()
      setDragging(true)
      const h = Math.min(dy * 0.5, MAX_PULL)
      set(h >= THRESHOLD ? 'canRelease' : 'pulling', h)
    }
    const onEnd = async () => {
      if (startY === null) return
      startY = null
      setDragging(false)
      if (current !== 'canRelease') return set('idle', 0)
      set('refreshing', HEAD_HEIGHT)
      try {
        await refresh.current()
      } catch {
        // The data layer has told the user what failed.
      }
      set('complete', HEAD_HEIGHT)
      await wait(PULL_TRANSITION_MS)
      set('idle', 0)
    }
    el.addEventListener('touchstart', onStart, { passive: true })
    el.addEventListener('touchmove', onMove, { passive: false })
    el.addEventListener('touchend', onEnd)
    el.addEventListener('touchcancel', onEnd)
    return () => {
      el.removeEventListener('touchstart', onStart)
      el.removeEventListener('touchmove', onMove)
      el.removeEventListener('touchend', onEnd)
      el.removeEventListener('touchcancel', onEnd)
    }
  }, [])

  return (
    <div ref={box} className="ptr">
      <div
        className={dragging ? 'ptr__head' : 'ptr__head ptr__head--animated'}
        style={{ height }}
        aria-live="polite"
      >
        {status !== 'idle' && <span>{PULL_TEXT[status]}</span>}
      </div>
      {children}
    </div>
  )
}

import { useNavigate } from 'react-router-dom'
import { href } from '@/config/paths'
import { BackIcon } from '../icons'
import './nav-bar.css'

interface Props {
  title: string
  /** Main tab pages have nowhere to go back to. */
  showBack: boolean
  /** An overlay is open over the page (e.g. the follow prompt): 返回 closes it instead of navigating. */
  onCloseOverlay?: () => void
}

/**
 * True when the app itself pushed the entry before this one. react-router's browser and hash
 * histories keep `idx` in `history.state`: 0 on the first entry of the visit, +1 per push, unchanged
 * on replace (a redirect such as RequirePhone's). The router's location key cannot tell: a replace
 * on the first page gives it a new key, and history.back() would then leave the app.
 */
export function hasInAppHistory(win: Window = window): boolean {
  const state: unknown = win.history.state
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : null
  return typeof idx === 'number' && idx > 0
}

/** 返回 that never leaves the app: back when the app pushed this page, else home. */
export function useBack(): () => void {
  const navigate = useNavigate()
  return () => {
    if (hasInAppHistory()) navigate(-1)
    else navigate(href('home'), { replace: true })
  }
}

/** The one 返回 button: the nav bar's, and the map's, which has no nav bar (SPEC §2: no title). */
export function BackButton({ className, onBack }: { className: string; onBack: () => void }) {
  return (
    <button type="button" className={className} aria-label="返回" onClick={onBack}>
      <BackIcon size={22} />
    </button>
  )
}

/** The custom navigation bar (SPEC §2). Back never leaves the app: without history it goes home. */
export function NavBar({ title, showBack, onCloseOverlay }: Props) {
  const back = useBack()
  return (
    <header className="app-nav">
      <div className="app-nav__side">
        {showBack && <BackButton className="app-nav__back" onBack={onCloseOverlay ?? back} />}
      </div>
      <h1 className="app-nav__title">{title}</h1>
      <div className="app-nav__side" />
    </header>
  )
}

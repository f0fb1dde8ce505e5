import { LeftOutline } from 'antd-mobile-icons'
import { useNavigate } from 'react-router-dom'
import { href } from '@/config/paths'
import './nav-bar.css'

interface Props {
  title: string
  /** Main tab pages have nowhere to go back to. */
  showBack: boolean
}

/** react-router keeps its own history index: 0 means this page is the first of the visit. */
function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null
  return typeof state?.idx === 'number' && state.idx > 0
}

/** The custom navigation bar (SPEC §2). Back falls back to home when there is no history. */
export function NavBar({ title, showBack }: Props) {
  const navigate = useNavigate()
  const goBack = () => {
    if (hasInAppHistory()) navigate(-1)
    else navigate(href('home'), { replace: true })
  }
  return (
    <header className="app-nav">
      <div className="app-nav__side">
        {showBack && (
          <button type="button" className="app-nav__back" aria-label="返回" onClick={goBack}>
            <LeftOutline fontSize={20} />
          </button>
        )}
      </div>
      <h1 className="app-nav__title">{title}</h1>
      <div className="app-nav__side" />
    </header>
  )
}

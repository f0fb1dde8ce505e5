import { useLocation, useNavigate } from 'react-router-dom'
import { href } from '@/config/paths'
import { BackIcon } from '../icons'
import './nav-bar.css'

interface Props {
  title: string
  /** Main tab pages have nowhere to go back to. */
  showBack: boolean
}

/** The custom navigation bar (SPEC §2). Back falls back to home when there is no history. */
export function NavBar({ title, showBack }: Props) {
  const navigate = useNavigate()
  // The first location of a visit has the key 'default': there is nothing in the app to go back to.
  const hasInAppHistory = useLocation().key !== 'default'
  const goBack = () => {
    if (hasInAppHistory) navigate(-1)
    else navigate(href('home'), { replace: true })
  }
  return (
    <header className="app-nav">
      <div className="app-nav__side">
        {showBack && (
          <button type="button" className="app-nav__back" aria-label="返回" onClick={goBack}>
            <BackIcon size={22} />
          </button>
        )}
      </div>
      <h1 className="app-nav__title">{title}</h1>
      <div className="app-nav__side" />
    </header>
  )
}

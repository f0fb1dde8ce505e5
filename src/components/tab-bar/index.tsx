import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { Link } from '@/components/link'
import { ROUTES, href, type RouteName } from '@/config/paths'
import { HomeIcon, UserIcon } from '../icons'
import './tab-bar.css'

const TABS: { name: RouteName; title: string; icon: ReactNode; paths: string[] }[] = [
  {
    name: 'home',
    title: '首页',
    icon: <HomeIcon />,
    paths: [ROUTES.home.path, ROUTES.homeAlias.path],
  },
  { name: 'my', title: '我的', icon: <UserIcon />, paths: [ROUTES.my.path] },
]

/** The bottom tab bar of the main pages: real links, above the safe area. */
export function TabBar() {
  const { pathname } = useLocation()
  return (
    <nav className="app-tabs" aria-label="主导航">
      {TABS.map((tab) => {
        const active = tab.paths.includes(pathname)
        return (
          <Link
            key={tab.name}
            to={href(tab.name)}
            replace
            className={active ? 'app-tabs__item app-tabs__item--active' : 'app-tabs__item'}
            aria-current={active ? 'page' : undefined}
          >
            <span className="app-tabs__icon" aria-hidden="true">
              {tab.icon}
            </span>
            <span className="app-tabs__title">{tab.title}</span>
          </Link>
        )
      })}
    </nav>
  )
}

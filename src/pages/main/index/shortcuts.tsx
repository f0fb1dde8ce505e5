import { BillOutline, CheckShieldOutline, GiftOutline, PhonebookOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { href, type RouteName } from '@/config/paths'

/** Shortcuts to built pages only; each package joins this grid when its pages exist. */
const SHORTCUTS: { name: RouteName; label: string; icon: ReactNode }[] = [
  { name: 'orderList', label: '充电订单', icon: <BillOutline /> },
  { name: 'tips', label: '安全充电', icon: <CheckShieldOutline /> },
  { name: 'bindPhone', label: '绑定手机', icon: <PhonebookOutline /> },
  { name: 'receiveCoupon', label: '领券', icon: <GiftOutline /> },
]

export function Shortcuts() {
  return (
    <nav className="home__shortcuts" aria-label="常用服务">
      {SHORTCUTS.map((item) => (
        <Link key={item.name} to={href(item.name)} className="home__shortcut">
          <span className="home__shortcut-icon" aria-hidden="true">
            {item.icon}
          </span>
          <span>{item.label}</span>
        </Link>
      ))}
    </nav>
  )
}

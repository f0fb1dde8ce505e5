import {
  BillOutline,
  EnvironmentOutline,
  GiftOutline,
  HeartOutline,
  MailOutline,
  QuestionCircleOutline,
  ShopbagOutline,
  StarOutline,
} from 'antd-mobile-icons'
import { memo, type ReactNode } from 'react'
import { Link } from '@/components/link'
import { href, type RouteName } from '@/config/paths'

/** Shortcuts to built pages only; each package joins this grid when its pages exist. */
const SHORTCUTS: { name: RouteName; label: string; icon: ReactNode }[] = [
  { name: 'map', label: '找电站', icon: <EnvironmentOutline /> },
  { name: 'orderList', label: '充电订单', icon: <BillOutline /> },
  { name: 'redPacketIndex', label: '抢红包', icon: <MailOutline /> },
  { name: 'blackBoxPage', label: '充电盲盒', icon: <ShopbagOutline /> },
  { name: 'pointsLottery', label: '能量抽奖', icon: <StarOutline /> },
  { name: 'safeCharge', label: '安心充电', icon: <HeartOutline /> },
  { name: 'receiveCoupon', label: '领券', icon: <GiftOutline /> },
  { name: 'serviceCenter', label: '客服中心', icon: <QuestionCircleOutline /> },
]

/** Memoized: home renders again when the user's figures arrive; the grid does not depend on them. */
export const Shortcuts = memo(function Shortcuts() {
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
})

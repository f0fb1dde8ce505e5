import {
  BillOutline,
  CouponOutline,
  PayCircleOutline,
  CheckShieldOutline,
  FileOutline,
  InformationCircleOutline,
  MessageOutline,
  PhonebookOutline,
  QuestionCircleOutline,
} from 'antd-mobile-icons'
import { useNavigate } from 'react-router-dom'
import { useUserInfo } from '@/api/queries'
import { EntryList, type Entry } from '@/components/entry-list'
import { CurrentUserCard } from '@/components/user-card'
import { href } from '@/config/paths'
import { APP_VERSION } from '@/lib/constants'
import { useAppStore } from '@/store'
import './my.css'
import { UnreadBadge } from './unread-badge'

/** Entries to built pages only: a page that is not built has no entry (no stubs). */
const HELP: readonly Entry[] = [
  { key: 'service', label: '客服中心', to: href('serviceCenter'), icon: <QuestionCircleOutline /> },
  { key: 'tips', label: '安全充电小贴士', to: href('tips'), icon: <CheckShieldOutline /> },
  { key: 'privacy', label: '隐私政策', to: href('privacy'), icon: <FileOutline /> },
  {
    key: 'version',
    label: '当前版本',
    extra: `v${APP_VERSION}`,
    icon: <InformationCircleOutline />,
  },
]

export default function MyPage() {
  const navigate = useNavigate()
  const isPhone = useAppStore((s) => s.isPhone)
  const phone = useAppStore((s) => s.phone)
  const storedMobile = useAppStore((s) => s.userInfo?.maskMobileNo)
  const { data } = useUserInfo()
  const bindButton = isPhone ? null : (
    <button type="button" className="my__bind" onClick={() => navigate(href('bindPhone'))}>
      绑定手机号
    </button>
  )
  const account: Entry[] = [
    { key: 'orders', label: '充电订单', to: href('orderList'), icon: <BillOutline /> },
    {
      key: 'cards',
      label: '我的充电卡',
      to: href('chargingCardList'),
      icon: <PayCircleOutline />,
    },
    { key: 'cardCoupon', label: '我的卡券', to: href('mineCardCoupon'), icon: <CouponOutline /> },
    {
      key: 'news',
      label: '消息中心',
      to: href('newsList'),
      extra: <UnreadBadge />,
      icon: <MessageOutline />,
    },
    {
      key: 'phone',
      label: isPhone ? '更换手机号' : '绑定手机号',
      to: href('bindPhone'),
      extra: isPhone ? phone || data?.maskMobileNo || storedMobile : '未绑定',
      icon: <PhonebookOutline />,
    },
  ]

  return (
    <div className="app-page app-page--with-tabs app-page--soft my">
      <section className="my__header" aria-label="个人信息">
        <CurrentUserCard extra={bindButton} />
      </section>
      <EntryList title="账号" entries={account} />
      <EntryList title="服务与帮助" entries={HELP} />
    </div>
  )
}

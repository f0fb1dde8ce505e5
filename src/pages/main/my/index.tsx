import {
  BankcardOutline,
  BillOutline,
  CouponOutline,
  EditSOutline,
  EnvironmentOutline,
  HeartOutline,
  MailOutline,
  PayCircleOutline,
  CheckShieldOutline,
  FileOutline,
  InformationCircleOutline,
  MessageOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  ReceiptOutline,
  ReceivePaymentOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  TravelOutline,
  TruckOutline,
} from 'antd-mobile-icons'
import { useNavigate } from 'react-router-dom'
import { useUserInfo } from '@/api/user'
import { EntryList, type Entry } from '@/components/entry-list'
import { CurrentUserCard } from '@/components/user-card'
import { href } from '@/config/paths'
import { APP_VERSION } from '@/lib/constants'
import { useAppStore } from '@/store'
import './my.css'
import { UnreadBadge } from './unread-badge'

/** Entries to built pages only: a page that is not built has no entry (no stubs). */
const WALLET: readonly Entry[] = [
  { key: 'cards', label: '我的充电卡', to: href('chargingCardList'), icon: <PayCircleOutline /> },
  { key: 'cardCoupon', label: '我的卡券', to: href('mineCardCoupon'), icon: <CouponOutline /> },
  { key: 'bankCards', label: '我的银行卡', to: href('bankCardList'), icon: <BankcardOutline /> },
  {
    key: 'refunds',
    label: '退款申请',
    to: href('refundApplyList'),
    icon: <ReceivePaymentOutline />,
  },
]

const PERKS: readonly Entry[] = [
  { key: 'redPacket', label: '红包', to: href('redPacketIndex'), icon: <MailOutline /> },
  { key: 'blindBox', label: '盲盒抽奖', to: href('blackBoxPage'), icon: <ShopbagOutline /> },
  { key: 'safeCharge', label: '安心充电', to: href('safeCharge'), icon: <HeartOutline /> },
  { key: 'safeRide', label: '安心骑行', to: href('safeRide'), icon: <TravelOutline /> },
  { key: 'joinUs', label: '合作加盟', to: href('joinUs'), icon: <TeamOutline /> },
]

const HELP: readonly Entry[] = [
  {
    key: 'nearby',
    label: '附近电站',
    to: href('nearbyStationList'),
    icon: <EnvironmentOutline />,
  },
  { key: 'service', label: '客服中心', to: href('serviceCenter'), icon: <QuestionCircleOutline /> },
  { key: 'complaint', label: '投诉建议', to: href('userComplaint'), icon: <EditSOutline /> },
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
    { key: 'vehicles', label: '我的车辆', to: href('myVehicles'), icon: <TruckOutline /> },
    { key: 'invoice', label: '电子发票', to: href('invoice'), icon: <ReceiptOutline /> },
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

  const perks: Entry[] = [
    {
      key: 'points',
      label: '能量值中心',
      to: href('myPoints'),
      extra: data ? `${data.points} 能量值` : undefined,
      icon: <StarOutline />,
    },
    ...PERKS,
  ]

  return (
    <div className="app-page app-page--with-tabs app-page--soft my">
      <section className="my__header" aria-label="个人信息">
        <CurrentUserCard extra={bindButton} />
      </section>
      <EntryList title="账号" entries={account} />
      <EntryList title="钱包" entries={WALLET} />
      <EntryList title="权益中心" entries={perks} />
      <EntryList title="服务与帮助" entries={HELP} />
    </div>
  )
}

// Not BillOutline: a third page sharing home's icon would split it into a file of its own that
// home then loads too (e2e/production.spec.ts counts home's files).
import {
  EditSOutline,
  FileOutline,
  MessageOutline,
  ReceivePaymentOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons'
import { EntryList, type Entry } from '@/components/entry-list'
import { href } from '@/config/paths'
import { Contact } from './contact'
import { Faq } from './faq'
import './service-center.css'

/** Entries to built pages only. */
const SELF_SERVICE: readonly Entry[] = [
  {
    key: 'complaint',
    label: '投诉建议',
    extra: '故障、扣费等问题反馈',
    to: href('userComplaint'),
    icon: <EditSOutline />,
  },
  {
    key: 'my-complaints',
    label: '我的投诉',
    extra: '处理进度与客服回复',
    to: href('userComplaint', { tab: 'mine' }),
    icon: <FileOutline />,
  },
  {
    key: 'refunds',
    label: '退款申请',
    extra: '申请退款与处理进度',
    to: href('refundApplyList'),
    icon: <ReceivePaymentOutline />,
  },
  {
    key: 'orders',
    label: '订单中心',
    extra: '订单与充电记录',
    to: href('orderList'),
    icon: <UnorderedListOutline />,
  },
  {
    key: 'news',
    label: '消息中心',
    extra: '充电与退款通知',
    to: href('newsList'),
    icon: <MessageOutline />,
  },
]

/** The customer service centre (SPEC §2 packageMine serviceCenter): hotline, self-service, FAQ. */
export default function ServiceCenterPage() {
  return (
    <div className="app-page app-page--soft service-center">
      <Contact />
      <EntryList title="自助服务" entries={SELF_SERVICE} />
      <Faq />
    </div>
  )
}

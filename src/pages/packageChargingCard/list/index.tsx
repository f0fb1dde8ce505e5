import { Link } from '@/components/link'
import { useQuery } from '@tanstack/react-query'
import { cardQueries } from '@/api/cards'
import { ListEnd } from '@/components/list-end'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import { ActivateEntry } from './activate-entry'
import { CardItem } from './card-item'
import './card-list.css'

/** 我的充电卡 (SPEC §2 packageChargingCard/list; refresh): virtual and physical cards. */
export default function ChargingCardListPage() {
  const cards = useQuery(cardQueries.list())
  let body
  if (cards.isPending) {
    body = <PageSkeleton rows={3} />
  } else if (cards.isError && cards.data === undefined) {
    body = <LoadError title="无法获取充电卡" error={cards.error} onRetry={cards.refetch} />
  } else if (cards.data.length === 0) {
    body = (
      <StateBlock kind="empty" title="暂无充电卡" description="激活实体卡后，卡片会显示在这里" />
    )
  } else {
    body = (
      <>
        <ul className="card-list__items" aria-label="充电卡">
          {cards.data.map((card) => (
            <li key={card.cardId}>
              <CardItem card={card} />
            </li>
          ))}
        </ul>
        <ListEnd />
      </>
    )
  }
  return (
    <div className="app-page app-page--soft card-list">
      <PullToRefresh onRefresh={() => cards.refetch()}>
        {body}
        <ActivateEntry />
        <p className="card-list__more">
          卡内余额（不含赠送）可申请退款至银行卡：
          <Link to={href('refundApplyList')} className="nowrap">
            申请退款
          </Link>
        </p>
      </PullToRefresh>
    </div>
  )
}

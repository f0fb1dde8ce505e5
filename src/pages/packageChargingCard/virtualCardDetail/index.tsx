import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { cardQueries, refreshAfterCardChange } from '@/api/cards'
import { PaymentConfirming, useKeptPayment } from '@/components/payment'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import { activationLink } from '@/lib/qr'
import { CardFace } from './card-face'
import { LatestRecords } from '@/pages/packageChargingCard/shared/latest-records'
import { TopUpForm } from './top-up-form'
import './virtual-card.css'

const CARD_ID = /^[A-Za-z0-9_-]{1,32}$/

/** 充值卡详情 (SPEC §2 packageChargingCard/virtualCardDetail?cardId=; refresh): balance and top-up. */
export default function VirtualCardDetailPage() {
  const [params] = useSearchParams()
  const raw = params.get('cardId') ?? ''
  const cardId = CARD_ID.test(raw) ? raw : ''
  const queryClient = useQueryClient()
  const kept = useKeptPayment('topup', cardId)
  const [paidOrder, setPaidOrder] = useState('')
  const card = useQuery(cardQueries.card(cardId))

  if (!cardId) {
    return (
      <div className="app-page app-page--soft">
        <StateBlock kind="empty" title="未指定充电卡" description="请从“我的充电卡”选择要充值的卡">
          <Link to={href('chargingCardList')}>查看我的充电卡</Link>
        </StateBlock>
      </div>
    )
  }
  if (card.data === undefined) {
    if (!card.isError) return <PageSkeleton rows={5} />
    return <LoadError title="无法获取卡片信息" error={card.error} onRetry={card.refetch} />
  }

  const refreshAll = () => refreshAfterCardChange(queryClient)

  const onPaid = (orderId: string) => {
    setPaidOrder(orderId)
    void refreshAll()
  }

  const records = <LatestRecords cardId={cardId} highlightOrder={paidOrder} />
  let showsForm = false
  let action
  if (kept) {
    action = (
      <PaymentConfirming
        kind="topup"
        orderId={kept.orderId}
        cashier={kept.cashier}
        onPaid={onPaid}
        what="充值"
      />
    )
  } else if (paidOrder) {
    action = (
      <section className="app-card vcard__done" role="status" aria-label="充值结果">
        <h2>充值成功</h2>
        <p>
          当前余额已更新，订单号 {paidOrder}。赠送金额已计入赠送余额，可在交易记录中查看每一笔明细。
        </p>
        <button type="button" className="vcard__again" onClick={() => setPaidOrder('')}>
          继续充值
        </button>
      </section>
    )
  } else if (card.data.cardType === 'PHYSICAL') {
    // A physical card is topped up at the operator's counter (the server refuses its options): say
    // so and lead to its own page, rather than a 重试 that cannot succeed.
    action = (
      <section className="app-card vcard__done vcard__physical" aria-label="实体卡充值">
        <h2>实体卡请到运营网点充值</h2>
        <p>实体卡不支持在线充值，可在实体卡详情查看余额、挂失或解除挂失。</p>
        <Link to={href('realCardDetail', { q: activationLink(cardId) })}>查看实体卡详情</Link>
      </section>
    )
  } else {
    showsForm = true
    action = <TopUpForm card={card.data} after={records} />
  }

  return (
    <div className="app-page app-page--soft vcard">
      <PullToRefresh onRefresh={() => Promise.all([card.refetch(), refreshAll()])}>
        <CardFace card={card.data} />
        {action}
        {/* The form places them before its fixed pay bar. */}
        {showsForm ? null : records}
      </PullToRefresh>
    </div>
  )
}

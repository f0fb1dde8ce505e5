import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { cardKeys, cardQueries, cardsApi, refreshAfterCardChange } from '@/api/cards'
import type { PhysicalCard } from '@/api/charging-types'
import { feedback } from '@/api/feedback'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { CARD_STATUS_TEXT, groupCardNo } from '@/lib/card-labels'
import { centsToYuan, formatYuan } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'
import { activationLink, cardIdFromActivationLink } from '@/lib/qr'
import { appStore } from '@/store'
import { CardActions } from './card-actions'
import { LatestRecords } from '@/pages/packageChargingCard/shared/latest-records'
import './real-card.css'

export const CARD_TEXT = {
  confirm: '激活后，此卡将绑定到您的账号，卡内余额可在支持的站点直接支付充电费用。',
  activated: '激活成功',
  mine: '此卡已激活并绑定到您的账号，可在支持的站点选择“充电卡支付”。',
  others: '此卡已被其他用户绑定，如有疑问请联系客服。',
  lost: '此卡已挂失，无法激活。如有疑问请联系客服。',
  frozen: '此卡已冻结，无法激活。如有疑问请联系客服。',
} as const

/** What the card's state means for this user (bound here or elsewhere, lost, frozen), or null. */
function cardNote(c: PhysicalCard): string | null {
  if (c.status === 'ACTIVE') return c.boundToMe ? CARD_TEXT.mine : CARD_TEXT.others
  if (c.boundToMe) return null
  if (c.status === 'LOST') return CARD_TEXT.lost
  if (c.status === 'FROZEN') return CARD_TEXT.frozen
  return null
}

/**
 * The card id: from the scanned activation link (q), else the one stored at the entry link. A link
 * whose id cannot be read shows no card, never the one an earlier entry link stored. Read once:
 * activation clears the stored id, and the page keeps showing the card it activated.
 */
function useCardId(): string {
  const [params] = useSearchParams()
  const q = params.get('q')
  const [cardId] = useState(() =>
    q ? (cardIdFromActivationLink(q) ?? '') : appStore.get().scanCodeEntityCardId,
  )
  return cardId
}

/** Physical card detail and activation (SPEC §2 realCardDetail; refresh; optional q). */
export default function RealCardDetailPage() {
  const cardId = useCardId()
  const [params, setParams] = useSearchParams()
  const queryClient = useQueryClient()
  const card = useQuery(cardQueries.physicalCard(cardId))
  const [activating, setActivating] = useState(false)
  // One tap, one activation: the confirmation is inside the guarded action, so a tap while it is
  // open, or two taps in one tick, ask once and activate once.
  const activate = useOnceAction(async () => {
    if (!(await feedback().confirm('激活实体卡', CARD_TEXT.confirm, '确认激活'))) return
    setActivating(true)
    try {
      const next = await cardsApi.activate(cardId)
      queryClient.setQueryData(cardKeys.physicalCard(cardId), next)
      void refreshAfterCardChange(queryClient)
      if (appStore.get().scanCodeEntityCardId === cardId) appStore.set({ scanCodeEntityCardId: '' })
      // The entry link's stored id is spent: the address names the card now, so a reload, a 500
      // re-login or 返回 from its records finds it again.
      if (!params.get('q')) setParams({ q: activationLink(cardId) }, { replace: true })
      feedback().toast(CARD_TEXT.activated)
    } finally {
      setActivating(false)
    }
  })

  if (!cardId) {
    return <StateBlock kind="empty" title="未找到卡号" description="请扫描实体卡背面的激活二维码" />
  }
  // A card is shown only as the server last described it; a failed first load is an error with 重试,
  // never an empty or unactivated card.
  if (card.data === undefined) {
    if (!card.isError) return <PageSkeleton rows={4} />
    return <LoadError title="无法获取卡片信息" error={card.error} onRetry={card.refetch} />
  }
  const c = card.data
  const gift = toFiniteNumber(c.giftBalance) ?? 0
  const note = cardNote(c)
  return (
    <div className="app-page app-page--soft real-card">
      <PullToRefresh
        onRefresh={() =>
          Promise.all([
            card.refetch(),
            queryClient.invalidateQueries({ queryKey: cardKeys.records(cardId, '') }),
          ])
        }
      >
        <section className="real-card__face" aria-label="实体卡">
          <div className="real-card__row">
            <span>实体充电卡</span>
            <span
              className={`real-card__status real-card__status--${String(c.status).toLowerCase()}`}
            >
              {CARD_STATUS_TEXT[c.status] ?? '--'}
            </span>
          </div>
          <p className="real-card__no">{groupCardNo(c.cardNo)}</p>
          <p className="real-card__balance">
            <small>余额(元)</small>
            <strong>{centsToYuan(c.balance)}</strong>
            {gift > 0 && <span>另有赠送余额 {formatYuan(gift)}</span>}
          </p>
        </section>
        <dl className="app-card real-card__rows">
          <div>
            <dt>适用范围</dt>
            <dd>{c.scopeText}</dd>
          </div>
          <div>
            <dt>激活时间</dt>
            <dd>{c.activatedTime || '-'}</dd>
          </div>
        </dl>
        {note && <p className="real-card__note">{note}</p>}
        {c.boundToMe && <CardActions card={c} />}
        {c.boundToMe && <LatestRecords cardId={c.cardId} remarks />}
      </PullToRefresh>
      {c.status === 'UNACTIVATED' && (
        <footer className="app-bar">
          <Button
            block
            color="primary"
            shape="rounded"
            loading={activating}
            loadingText="激活中"
            onClick={() => void activate.run()}
          >
            激活此卡
          </Button>
        </footer>
      )}
    </div>
  )
}

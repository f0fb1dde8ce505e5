import { useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useNavigate } from 'react-router-dom'
import { cardKeys, cardsApi, refreshAfterCardChange } from '@/api/cards'
import { feedback } from '@/api/feedback'
import type { PhysicalCard } from '@/api/types'
import { useOnceAction } from '@/components/once-action'
import { href } from '@/config/paths'

export const CARD_ACTION_TEXT = {
  lossTitle: '挂失实体卡',
  loss: '挂失后此卡将不能用于支付充电费用，卡内余额保留。找回卡片后可随时解除挂失。',
  lossDone: '已挂失，此卡暂停使用',
  cancelLossTitle: '解除挂失',
  cancelLoss: '确认已找回卡片？解除挂失后此卡可继续用于支付。',
  cancelLossDone: '已解除挂失',
  unbindTitle: '解绑实体卡',
  unbind:
    '解绑后此卡将从您的账号移除，卡内余额随卡保留，持卡人可重新激活绑定。如需取回余额，请先申请退款。',
  unbindDone: '已解绑',
  lostNote: '此卡已挂失，暂停用于支付，也不能解绑，余额仍归您所有。找回后可解除挂失。',
} as const

/** 挂失 / 解除挂失 / 解绑 of the user's own card: each confirmed, each through the once-only guard. */
export function CardActions({ card }: { card: PhysicalCard }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const update = (next: PhysicalCard) => {
    queryClient.setQueryData(cardKeys.physicalCard(card.cardId), next)
    void refreshAfterCardChange(queryClient)
  }
  const lost = card.status === 'LOST'
  const toggleLoss = useOnceAction(async () => {
    const [title, text, done] = lost
      ? [
          CARD_ACTION_TEXT.cancelLossTitle,
          CARD_ACTION_TEXT.cancelLoss,
          CARD_ACTION_TEXT.cancelLossDone,
        ]
      : [CARD_ACTION_TEXT.lossTitle, CARD_ACTION_TEXT.loss, CARD_ACTION_TEXT.lossDone]
    if (!(await feedback().confirm(title, text, lost ? '解除挂失' : '确认挂失'))) return
    update(await (lost ? cardsApi.cancelLoss(card.cardId) : cardsApi.reportLoss(card.cardId)))
    feedback().toast(done)
  })
  const unbind = useOnceAction(async () => {
    const ok = await feedback().confirm(
      CARD_ACTION_TEXT.unbindTitle,
      CARD_ACTION_TEXT.unbind,
      '确认解绑',
    )
    if (!ok) return
    await cardsApi.unbind(card.cardId)
    void refreshAfterCardChange(queryClient)
    queryClient.removeQueries({ queryKey: cardKeys.physicalCard(card.cardId) })
    feedback().toast(CARD_ACTION_TEXT.unbindDone)
    navigate(href('chargingCardList'), { replace: true })
  })
  if (card.status !== 'ACTIVE' && card.status !== 'LOST') return null
  return (
    <section className="app-card real-card__actions" aria-label="卡片管理">
      {lost && (
        <p className="real-card__lost" role="status">
          {CARD_ACTION_TEXT.lostNote}
        </p>
      )}
      <div className="real-card__buttons">
        <Button
          fill="outline"
          color={lost ? 'primary' : 'warning'}
          loading={toggleLoss.busy}
          onClick={() => void toggleLoss.run()}
        >
          {lost ? '解除挂失' : '挂失'}
        </Button>
        {/* A lost card cannot be unbound (the server refuses too): it stays the owner's. */}
        {!lost && (
          <Button
            fill="outline"
            color="danger"
            loading={unbind.busy}
            onClick={() => void unbind.run()}
          >
            解绑
          </Button>
        )}
      </div>
    </section>
  )
}

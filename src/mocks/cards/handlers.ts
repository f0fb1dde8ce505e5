// cards/: the charging cards. A card's balance is always the sum of its ledger records (ledger.ts,
// seeded history in ledger-seed.ts); seed.ts holds the physical cards not yet bound and the coupon
// campaign; view.ts is a card as the API shows it. Handlers: this file (activation, campaign); the
// card list and records are in wallet/handlers.ts.
/**
 * Physical cards (detail and activation from /b/card/activate/{cardId}) and the coupon campaign
 * (detail and receive). Activation moves a pool card into the user's cards, so pay-options and the
 * user-info card balance see it; received coupons join the user's coupons.
 */
import { API } from '@/api/endpoints/spec'
import { WALLET_API } from '@/api/endpoints/wallet'
import {
  type CouponCampaign,
  type CouponOption,
  type PhysicalCard,
  type ReceiveCouponsResult,
} from '@/api/types'
import type { StoredCard, StoredCoupon } from '../charging/state'
import { recordActivation } from './ledger'
import { couponOption } from '../charging/db'
import { formatTime, now } from '../core/clock'
import { db } from '../core/db'
import { CODE, fail, ok, postApi, readJson } from '../core/http'
import { inProgress, stepRefunds } from '../wallet/refunds'
import { body, text } from '../core/schemas'
import type { PoolCard, StoredCampaign } from './seed'

const cardBody = body({ cardId: text('卡号', 32) })
const campaignBody = body({ campaignId: text('活动编号', 32) })

const DAY_MS = 24 * 60 * 60 * 1000

const cardUnknown = () => fail(CODE.cardUnknown, '卡片不存在，请核对卡号')
const campaignUnknown = () => fail(CODE.campaignUnknown, '活动不存在或已结束')

/** Matches a card id, or a card number with or without spaces. */
function matches(card: StoredCard, key: string): boolean {
  return card.cardId === key || card.cardNo === key.replace(/\s+/g, '')
}

type FoundCard = { card: StoredCard; mine: true } | { card: PoolCard; mine: false }

/** A physical card: the user's own first, then the pool. */
function findPhysical(key: string): FoundCard | undefined {
  const own = db.cards.find((c) => c.cardType === 'PHYSICAL' && matches(c, key))
  if (own) return { card: own, mine: true }
  const pooled = db.cardPool.find((c) => matches(c, key))
  return pooled ? { card: pooled, mine: false } : undefined
}

function scopeText(stationIds: string[] | null): string {
  if (stationIds === null) return '全部站点'
  return stationIds.map((id) => db.stations.find((s) => s.stationId === id)?.name ?? id).join('、')
}

function physicalView({ card, mine }: FoundCard): PhysicalCard {
  const { cardId, cardNo, status, balance, giftBalance, stationIds } = card
  // Anyone can type a printed number: a card someone has bound keeps its money to its owner.
  const stranger = !mine && (card.ownerId !== null || status !== 'UNACTIVATED')
  return {
    cardId,
    cardNo,
    cardType: 'PHYSICAL',
    status,
    balance: stranger ? null : balance,
    giftBalance: stranger ? null : giftBalance,
    scopeText: scopeText(stationIds),
    boundToMe: mine,
    activatedTime: card.activatedTime ?? '',
  }
}

/** Why the card cannot be activated by the user, or null. */
function activationProblem(found: FoundCard): Response | null {
  const { card, mine } = found
  if (card.status === 'LOST') return fail(CODE.cardState, '该卡已挂失，无法激活')
  if (card.status === 'FROZEN') return fail(CODE.cardState, '该卡已冻结，请联系客服')
  if (mine && card.status === 'ACTIVE') return fail(CODE.cardState, '该卡已激活')
  if (!mine && (card.status === 'ACTIVE' || card.ownerId !== null)) {
    return fail(CODE.cardState, '该卡已被其他用户绑定')
  }
  return null
}

/** UNACTIVATED pool card -> ACTIVE, bound to the user, in the user's cards. */
function activate(card: PoolCard): StoredCard {
  db.cardPool = db.cardPool.filter((c) => c.cardId !== card.cardId)
  const { cardId, cardNo, cardType, balance, giftBalance, stationIds } = card
  const activated: StoredCard = {
    ...{ cardId, cardNo, cardType, balance, giftBalance, stationIds },
    status: 'ACTIVE',
    activatedTime: formatTime(now()),
  }
  db.cards.push(activated)
  // A card unbound earlier and activated again keeps its ledger: its money is already recorded.
  if (!db.cardRecords.some((r) => r.cardId === cardId)) recordActivation(activated)
  return activated
}

/** The user's own physical card, or an answer saying why not. */
function ownPhysical(cardId: string): StoredCard | Response {
  const card = db.cards.find((c) => c.cardType === 'PHYSICAL' && matches(c, cardId))
  return card ?? cardUnknown()
}

export const LOST_CARD_UNBIND_TEXT = '该卡已挂失，不能解绑；找回卡片后请先解除挂失'

/** Back to the pool, unbound: the card keeps its money (and its records) for whoever activates it. */
function unbind(card: StoredCard): void {
  db.cards = db.cards.filter((c) => c.cardId !== card.cardId)
  const { cardId, cardNo, balance, giftBalance, stationIds } = card
  db.cardPool.push({
    ...{ cardId, cardNo, cardType: 'PHYSICAL', balance, giftBalance, stationIds },
    status: 'UNACTIVATED',
    ownerId: null,
    activatedTime: '',
  })
}

function ended(campaign: StoredCampaign, at = now()): boolean {
  const time = formatTime(at)
  return time < campaign.startTime || time > campaign.endTime
}

/** The next free coupon id (CP0007, CP0008, …). */
function nextCouponId(): string {
  const max = db.coupons.reduce((m, c) => Math.max(m, Number(/\d+$/.exec(c.couponId)?.[0] ?? 0)), 0)
  return `CP${String(max + 1).padStart(4, '0')}`
}

/** What the campaign hands out if received at `at` (ids are the template's until received). */
function campaignCoupons(campaign: StoredCampaign, at = now()): CouponOption[] {
  const validTo = formatTime(at + campaign.validDays * DAY_MS)
  return campaign.coupons.map((c, index) => ({
    couponId: `${campaign.campaignId}-${index + 1}`,
    ...c,
    validTo,
  }))
}

function receive(campaign: StoredCampaign): StoredCoupon[] {
  const at = now()
  const validFrom = formatTime(at)
  const created = campaignCoupons(campaign, at).map((c): StoredCoupon => {
    const coupon: StoredCoupon = {
      ...c,
      couponId: nextCouponId(),
      validFrom,
      status: 'UNUSED',
      orderId: null,
    }
    db.coupons.push(coupon)
    return coupon
  })
  db.receivedCampaigns.push(campaign.campaignId)
  return created
}

/** The current campaign: the first one running now, else the newest. */
function currentCampaign(): StoredCampaign | undefined {
  return db.campaigns.find((c) => !ended(c)) ?? db.campaigns[db.campaigns.length - 1]
}

export const cardHandlers = [
  postApi(API.physicalCardDetail, async ({ request }) => {
    const parsed = await readJson(request, cardBody)
    if (!parsed.ok) return parsed.response
    const found = findPhysical(parsed.data.cardId)
    return found ? ok<PhysicalCard>(physicalView(found)) : cardUnknown()
  }),

  postApi(API.activateCard, async ({ request }) => {
    const parsed = await readJson(request, cardBody)
    if (!parsed.ok) return parsed.response
    const found = findPhysical(parsed.data.cardId)
    if (!found) return cardUnknown()
    const problem = activationProblem(found)
    if (problem) return problem
    // The user's own cards are all ACTIVE, LOST or FROZEN: handled above.
    if (found.mine) return fail(CODE.cardState, '该卡已激活')
    return ok<PhysicalCard>(physicalView({ card: activate(found.card), mine: true }))
  }),

  // 挂失: an active card of the user can no longer pay until the loss is cancelled.
  postApi(WALLET_API.reportLoss, async ({ request }) => {
    const parsed = await readJson(request, cardBody)
    if (!parsed.ok) return parsed.response
    const card = ownPhysical(parsed.data.cardId)
    if (card instanceof Response) return card
    if (card.status === 'LOST') return fail(CODE.cardState, '该卡已挂失')
    if (card.status !== 'ACTIVE') return fail(CODE.cardState, '该卡当前状态不能挂失，请联系客服')
    card.status = 'LOST'
    return ok<PhysicalCard>(physicalView({ card, mine: true }))
  }),

  postApi(WALLET_API.cancelLoss, async ({ request }) => {
    const parsed = await readJson(request, cardBody)
    if (!parsed.ok) return parsed.response
    const card = ownPhysical(parsed.data.cardId)
    if (card instanceof Response) return card
    if (card.status !== 'LOST') return fail(CODE.cardState, '该卡未挂失')
    card.status = 'ACTIVE'
    return ok<PhysicalCard>(physicalView({ card, mine: true }))
  }),

  postApi(WALLET_API.unbind, async ({ request }) => {
    const parsed = await readJson(request, cardBody)
    if (!parsed.ok) return parsed.response
    const card = ownPhysical(parsed.data.cardId)
    if (card instanceof Response) return card
    if (card.status === 'FROZEN') return fail(CODE.cardState, '该卡已冻结，请联系客服')
    // A lost card stays its owner's: unbound, it would go back to the pool with its balance, where
    // anyone holding it (or typing its printed, sequential number) could activate it.
    if (card.status === 'LOST') return fail(CODE.cardState, LOST_CARD_UNBIND_TEXT)
    stepRefunds()
    if (db.refunds.some((r) => r.source === 'CARD' && r.id === card.cardId && inProgress(r))) {
      return fail(CODE.cardState, '该卡有退款申请正在处理，暂不能解绑')
    }
    unbind(card)
    return ok<null>(null)
  }),

  postApi(API.couponCampaign, () => {
    const campaign = currentCampaign()
    if (!campaign) return campaignUnknown()
    const { campaignId, title, description, endTime } = campaign
    return ok<CouponCampaign>({
      ...{ campaignId, title, description, endTime },
      coupons: campaignCoupons(campaign),
      received: db.receivedCampaigns.includes(campaignId),
    })
  }),

  postApi(API.receiveCoupons, async ({ request }) => {
    const parsed = await readJson(request, campaignBody)
    if (!parsed.ok) return parsed.response
    const { campaignId } = parsed.data
    const campaign = db.campaigns.find((c) => c.campaignId === campaignId)
    if (!campaign || ended(campaign)) return campaignUnknown()
    if (db.receivedCampaigns.includes(campaignId)) {
      return fail(CODE.campaignReceived, '您已领取过该礼包')
    }
    const coupons = receive(campaign).map(couponOption)
    return ok<ReceiveCouponsResult>({ campaignId, coupons })
  }),
]

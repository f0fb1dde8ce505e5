import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useEffect, useRef, useState } from 'react'
import { Link } from '@/components/link'
import { feedback } from '@/api/feedback'
import { pointsApi, pointsKeys, pointsQueries, refreshAfterDraw } from '@/api/points'
import type { DrawResult, LotteryDetail } from '@/api/points-types'
import { useOnceAction, useRequestId } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { StateBlock } from '@/components/state-block'
import { href } from '@/config/paths'
import { prizeDestination, prizeDetail } from '@/pages/packageAddedValueCenter/shared/labels'
import { focusLost, moveFocus } from '@/components/focus'
import { PrizeGrid } from './prize-grid'
import { useSpin } from './use-spin'
import './lottery.css'

export const LOTTERY_TEXT = {
  notEnough: (cost: number) => `能量值不足，每次抽奖需消耗${cost}能量值`,
  limit: (limit: number) => `今日${limit}次抽奖机会已用完，明天再来吧`,
  howToEarn: '如何获得能量值',
  draw: '立即抽奖',
  drawing: '抽奖中…',
} as const

/** What the result dialog and the live line say. */
export function resultText(result: DrawResult): { title: string; text: string } {
  if (result.prize.prizeType === 'NONE') {
    return { title: '谢谢参与', text: '差一点就中奖了，攒够能量值再来试试吧' }
  }
  // The detail in brackets unless the name is the detail itself (not '100能量值（100能量值）').
  const { name } = result.prize
  const detail = prizeDetail(result.prize)
  const prize = name === detail ? name : `${name}（${detail}）`
  return {
    title: '恭喜中奖',
    text: `获得${prize}，${prizeDestination(result.prize.prizeType, result.validTo)}`,
  }
}

/** 能量抽奖 (SPEC §2 pointsLottery): the 九宫格, one draw at a time, odds applied by the server. */
export default function PointsLotteryPage() {
  const queryClient = useQueryClient()
  const detail = useQuery({ ...pointsQueries.lottery(), staleTime: 0 })
  const { active, spin } = useSpin(detail.data?.prizes.length ?? 8)
  const [last, setLast] = useState<string>('')
  // A draw whose answer was lost (a timeout, no network, a re-login) is retried with the same id:
  // the server answers that draw once and takes the points once.
  const drawId = useRequestId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const lastRef = useRef<HTMLParagraphElement>(null)
  const blockedRef = useRef<HTMLDivElement>(null)
  // Set by 立即抽奖: only the user's own draw moves focus, never a page load or a refresh.
  const acted = useRef(false)

  const onPage = useRef(true)
  useEffect(() => {
    onPage.current = true
    return () => {
      onPage.current = false
    }
  }, [])

  const draw = useOnceAction(async () => {
    acted.current = true
    setLast('')
    let result: DrawResult
    try {
      result = await spin(drawId.send((requestId) => pointsApi.draw({ requestId })))
    } catch (error) {
      // The server refused (points spent elsewhere, the day's limit): show what it says now.
      void detail.refetch()
      throw error
    }
    queryClient.setQueryData<LotteryDetail>(pointsKeys.lottery, (old) =>
      old ? { ...old, balance: result.balance, drawsToday: result.drawsToday } : old,
    )
    void refreshAfterDraw(queryClient)
    const { title, text } = resultText(result)
    setLast(`${title}：${text}`)
    // Left during the spin: the prize is in 中奖记录, not in a dialog over the next page.
    if (onPage.current) await feedback().alert(title, text)
  })

  const blocked = detail.data
    ? detail.data.balance < detail.data.cost || detail.data.drawsToday >= detail.data.dailyLimit
    : false
  // 立即抽奖 is disabled while it draws, which blurs it: focus falls to the page's body (and the
  // result dialog gives it back there). Once the draw is over it goes back to the button; if no
  // draw is left, to the line that says the result, or else to what says why.
  useEffect(() => {
    if (!acted.current || draw.busy || !focusLost()) return
    const button = buttonRef.current
    const last = lastRef.current
    if (button && !button.disabled) {
      // Kept armed: a refusal's refetch may still find no draw left and disable it.
      moveFocus(button)
      return
    }
    const target = last?.textContent ? last : blockedRef.current
    if (!target) return
    moveFocus(target)
    acted.current = false
  }, [draw.busy, blocked])

  if (!detail.data) {
    if (!detail.isError) return <PageSkeleton rows={4} />
    return (
      <StateBlock
        kind="error"
        role="alert"
        title="抽奖活动加载失败"
        description={detail.error.message}
      >
        <Button color="primary" onClick={() => void detail.refetch()}>
          重试
        </Button>
      </StateBlock>
    )
  }
  const d = detail.data
  const notEnough = d.balance < d.cost
  const left = Math.max(0, d.dailyLimit - d.drawsToday)

  const button = (
    <button
      ref={buttonRef}
      type="button"
      className="lottery__draw"
      disabled={blocked || draw.busy}
      aria-describedby="lottery-cost"
      onClick={() => void draw.run()}
    >
      <strong>{draw.busy ? LOTTERY_TEXT.drawing : LOTTERY_TEXT.draw}</strong>
      <small id="lottery-cost">{d.cost}能量值/次</small>
    </button>
  )

  return (
    <div className="app-page lottery">
      <header className="lottery__head">
        <h2 className="lottery__title">能量大抽奖</h2>
        <p className="lottery__subtitle">充电攒能量，好礼抽不停</p>
        <p className="lottery__balance">
          我的能量值 <strong>{d.balance}</strong>
          <span>今日还可抽 {left} 次</span>
        </p>
      </header>
      <div className="lottery__board">
        <PrizeGrid prizes={d.prizes} active={active} button={button} />
      </div>
      {blocked && !draw.busy && (
        <div ref={blockedRef} className="lottery__blocked" role="alert" tabIndex={-1}>
          <p>{notEnough ? LOTTERY_TEXT.notEnough(d.cost) : LOTTERY_TEXT.limit(d.dailyLimit)}</p>
          {notEnough && (
            <Link to={href('pointLotterRules')} className="lottery__earn">
              {LOTTERY_TEXT.howToEarn} ›
            </Link>
          )}
        </div>
      )}
      <p ref={lastRef} className="lottery__last" aria-live="polite" tabIndex={-1}>
        {last}
      </p>
      <nav className="lottery__links" aria-label="抽奖相关">
        <Link to={href('pointsWinRecords')}>中奖记录</Link>
        <Link to={href('pointLotterRules')}>抽奖规则</Link>
        <Link to={href('myPoints')}>能量值明细</Link>
      </nav>
      <p className="lottery__note">
        {`优惠券和抵用券中奖后自动放入“我的卡券”，${d.couponValidDays}天内有效，支付充电订单时可用。抽奖结果由服务器按公示概率随机产生。`}
      </p>
    </div>
  )
}

import Button from 'antd-mobile/es/components/button'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import * as z from 'zod/mini'
import { Link } from '@/components/link'
import { ApiError } from '@/api/client'
import { chargingApi } from '@/api/charging'
import { feedback } from '@/api/feedback'
import type { LiveCharging } from '@/api/types'
import { useDraftState } from '@/components/form-draft'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href } from '@/config/paths'
import { formatKwh, kwhText } from '@/lib/energy'
import { formatYuan, NO_FIGURE } from '@/lib/money'
import { toFiniteNumber } from '@/lib/number'
import { preloadPage } from '@/lib/page-preload'
import { ORDER_STATUS_TEXT, STOP_REASON_TEXT, isRunning } from '@/lib/order-labels'
import { appStore } from '@/store'
import { LiveFigures } from './live-figures'
import { ProgressRing } from './progress-ring'
import { useLiveAnnouncement } from './use-live-announcement'
import { useLiveCharging, type LiveConnection } from './use-live-charging'
import './live.css'

// The curve and its chart come after the figures, never with the page (issue 25's budget).
const LiveCurve = lazy(() => import('./live-curve'))

export const LIVE_TEXT = {
  starting: '正在启动，等待电桩响应…',
  startFailed: '电桩启动失败，本次不收费，已付金额和所用优惠券将原路退回',
  stopping: '正在停止充电…',
  settling: '充电已结束，正在结算…',
  confirmStop: '确定要停止充电吗？停止后将按实际用量结算，未用完的金额原路退回。',
  unpaid: '订单尚未支付',
  reconnecting: '网络不稳定，正在重新连接…',
  relogin: '登录已失效，正在重新登录…',
  stopLost: '停止充电未完成（登录已失效）。充电仍在进行，请再次点击停止充电。',
} as const

const STATUS_MESSAGE: Partial<Record<string, string>> = {
  STARTING: LIVE_TEXT.starting,
  START_FAILED: LIVE_TEXT.startFailed,
  STOPPING: LIVE_TEXT.stopping,
  SETTLING: LIVE_TEXT.settling,
  UNPAID: LIVE_TEXT.unpaid,
}

const CONNECTION_TEXT: Record<LiveConnection, string | null> = {
  ok: null,
  unstable: LIVE_TEXT.reconnecting,
  relogin: LIVE_TEXT.relogin,
}

/** 0-100 from the battery level, else time, else money; 0 when the server sent nothing usable. */
function progressOf(live: LiveCharging): number {
  const soc = toFiniteNumber(live.soc)
  if (soc !== null) return soc
  const elapsed = toFiniteNumber(live.elapsedSeconds) ?? 0
  const remaining = toFiniteNumber(live.remainingSeconds) ?? 0
  if (remaining > 0) return (elapsed / (elapsed + remaining)) * 100
  const cost = toFiniteNumber(live.cost) ?? 0
  const prepaid = toFiniteNumber(live.prepaid) ?? 0
  return prepaid > 0 ? (cost / prepaid) * 100 : 0
}

/** The figures a screen reader hears (at most once a minute, see useLiveAnnouncement). */
function spokenFigures(live: LiveCharging): string {
  const soc = toFiniteNumber(live.soc)
  const parts = [`已充电量 ${formatKwh(live.energyWh)}`, `当前费用 ${formatYuan(live.cost)}`]
  return soc === null ? parts.join('，') : [`电池电量 ${soc}%`, ...parts].join('，')
}

/** Charging in progress (SPEC §2 /packageOrder/chargingDetail?orderId=; refresh). */
export default function ChargingDetailPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const orderId = params.get('orderId') ?? ''
  const { query: live, connection, lastError } = useLiveCharging(orderId)
  const announcement = useLiveAnnouncement(
    live.data ? (ORDER_STATUS_TEXT[live.data.status] ?? '') : '',
    live.data ? spokenFigures(live.data) : '',
  )
  const [stopping, setStopping] = useState(false)
  // A stop whose call met a 500 went to the re-login (SPEC §8) and was not carried out: back with a
  // new login (this page again, or the same one), it says so until the user stops again or the
  // charge ends, instead of figures that go on rising as if the stop had been taken.
  const [stopLostFor, setStopLostFor] = useDraftState('stop-interrupted', z.string(), '')
  // One tap, one stop: the confirmation is inside the guarded action, so a tap while it is open, or
  // two taps in one tick, ask once and stop once.
  const stop = useOnceAction(async () => {
    if (!(await feedback().confirm('停止充电', LIVE_TEXT.confirmStop, '停止充电'))) return
    setStopping(true)
    setStopLostFor('')
    try {
      await chargingApi.stop(orderId)
      await live.refetch()
    } catch (error) {
      // Only when the re-login has started (the token is gone): a 500 the client answered by
      // keeping the login (the 60-second guard) is said by its own toast.
      if (error instanceof ApiError && error.kind === 'unauthorized' && !appStore.get().token) {
        setStopLostFor(orderId)
      }
      throw error
    } finally {
      setStopping(false)
    }
  })

  // Once the charge has ended, 查看订单详情 is the way on: its code loads while the user reads the
  // figures (src/lib/page-preload.ts).
  const ended = live.data !== undefined && !isRunning(live.data.status)
  useEffect(() => {
    if (ended) preloadPage(href('carChargingDetail'))
  }, [ended])
  const stopLost = stopLostFor === orderId && orderId !== ''
  useEffect(() => {
    if (ended && stopLost) setStopLostFor('')
  }, [ended, stopLost, setStopLostFor])

  if (!orderId) return <StateBlock kind="error" role="alert" title="缺少订单号" />
  // Figures already on screen stay there through a failed poll (one quiet line says so below); the
  // error block is only for a first load that failed, and stays while the page asks again.
  const data = live.data
  if (data === undefined) {
    if (!lastError) return <PageSkeleton rows={6} />
    return <LoadError title="无法获取充电状态" error={lastError} onRetry={live.refetch} />
  }

  const running = isRunning(data.status)
  const ending = data.status === 'STOPPING' || data.status === 'SETTLING'
  const detail = href('carChargingDetail', { orderId })
  const message = STATUS_MESSAGE[data.status] ?? null
  const connectionText = CONNECTION_TEXT[connection]
  const soc = toFiniteNumber(data.soc)

  return (
    <div
      className={
        running ? 'app-page app-page--soft live' : 'app-page app-page--soft live live--ended'
      }
    >
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {stopLost && running && connection !== 'relogin' && (
        <p className="stale-note" role="alert">
          {LIVE_TEXT.stopLost}
        </p>
      )}
      {connectionText && (
        // A failed poll keeps the last figures and says so in one quiet line (never a blocking
        // dialog), styled as the other pages' StaleNote.
        <p className="stale-note" role="status">
          {connectionText}
        </p>
      )}
      <PullToRefresh onRefresh={() => live.refetch()}>
        <section className={`live__hero live__hero--${String(data.status).toLowerCase()}`}>
          <p className="live__status">{ORDER_STATUS_TEXT[data.status] ?? NO_FIGURE}</p>
          <ProgressRing
            percent={progressOf(data)}
            label={soc !== null ? '电池电量' : '充电进度'}
            value={soc !== null ? `${soc}%` : kwhText(data.energyWh)}
            unit={soc !== null ? `已充 ${kwhText(data.energyWh)} kWh` : '已充电量(kWh)'}
          />
          {message && <p className="live__message">{message}</p>}
          {data.status === 'COMPLETED' && (
            <p className="live__message">
              {STOP_REASON_TEXT[data.stopReason] ?? '-'} · 消费 {formatYuan(data.cost)}
            </p>
          )}
        </section>
        <LiveFigures live={data} />
        <section className="app-card live__curve" aria-label="充电曲线">
          <h2 className="live__curve-title">充电曲线</h2>
          <Suspense fallback={<div className="live__curve-wait" aria-busy="true" />}>
            <LiveCurve orderId={orderId} live={data} />
          </Suspense>
        </section>
      </PullToRefresh>
      <footer className="app-bar live__bar">
        {running ? (
          <Button
            block
            color="danger"
            shape="rounded"
            loading={stopping}
            loadingText="正在停止"
            disabled={ending}
            onClick={() => void stop.run()}
          >
            {ending ? '正在结束' : '停止充电'}
          </Button>
        ) : (
          <>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => navigate(detail, { replace: true })}
            >
              查看订单详情
            </Button>
            <Link className="live__home" to={href('home')}>
              返回首页
            </Link>
          </>
        )}
      </footer>
    </div>
  )
}

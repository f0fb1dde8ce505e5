import { useMutation } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { chargingApi } from '@/api/charging'
import { feedback } from '@/api/feedback'
import type { LiveCharging } from '@/api/types'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { href } from '@/config/paths'
import { whToKwh } from '@/lib/energy'
import { centsToYuan } from '@/lib/money'
import { ORDER_STATUS_TEXT, STOP_REASON_TEXT, isRunning } from '@/lib/order-labels'
import { LiveFigures } from './live-figures'
import { ProgressRing } from './progress-ring'
import { useLiveCharging } from './use-live-charging'
import './live.css'

export const LIVE_TEXT = {
  starting: '正在启动，等待电桩响应…',
  startFailed: '电桩启动失败，支付金额将原路退回',
  stopping: '正在停止充电…',
  settling: '充电已结束，正在结算…',
  confirmStop: '确定要停止充电吗？停止后将按实际用量结算，未用完的金额原路退回。',
  unpaid: '订单尚未支付',
} as const

function progressOf(live: LiveCharging): number {
  if (live.soc !== null) return live.soc
  if (live.remainingSeconds > 0) {
    return (live.elapsedSeconds / (live.elapsedSeconds + live.remainingSeconds)) * 100
  }
  return live.prepaid > 0 ? (live.cost / live.prepaid) * 100 : 0
}

/** Charging in progress (SPEC §2 /packageOrder/chargingDetail?orderId=; refresh). */
export default function ChargingDetailPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const orderId = params.get('orderId') ?? ''
  const live = useLiveCharging(orderId)
  const stop = useMutation({
    mutationFn: () => chargingApi.stop(orderId),
    onSuccess: () => void live.refetch(),
  })

  if (!orderId) return <StateBlock kind="error" role="alert" title="缺少订单号" />
  if (live.isPending) return <PageSkeleton rows={6} />
  if (live.isError) {
    return (
      <StateBlock
        kind="error"
        role="alert"
        title="无法获取充电状态"
        description={live.error.message}
      >
        <Button color="primary" block onClick={() => void live.refetch()}>
          重试
        </Button>
      </StateBlock>
    )
  }

  const data = live.data
  const running = isRunning(data.status)
  const detail = href('carChargingDetail', { orderId })
  const askStop = async () => {
    if (stop.isPending) return
    if (await feedback().confirm('停止充电', LIVE_TEXT.confirmStop, '停止充电')) stop.mutate()
  }
  const message =
    data.status === 'STARTING'
      ? LIVE_TEXT.starting
      : data.status === 'START_FAILED'
        ? LIVE_TEXT.startFailed
        : data.status === 'STOPPING'
          ? LIVE_TEXT.stopping
          : data.status === 'SETTLING'
            ? LIVE_TEXT.settling
            : data.status === 'UNPAID'
              ? LIVE_TEXT.unpaid
              : null

  return (
    <div className="app-page app-page--soft live">
      <PullToRefresh onRefresh={() => live.refetch()}>
        <section
          className={`live__hero live__hero--${data.status.toLowerCase()}`}
          aria-live="polite"
        >
          <p className="live__status">{ORDER_STATUS_TEXT[data.status]}</p>
          <ProgressRing
            percent={progressOf(data)}
            label={data.soc !== null ? '电池电量' : '充电进度'}
            value={data.soc !== null ? `${data.soc}%` : whToKwh(data.energyWh)}
            unit={data.soc !== null ? `已充 ${whToKwh(data.energyWh)} kWh` : '已充电量(kWh)'}
          />
          {message && <p className="live__message">{message}</p>}
          {!running && data.status === 'COMPLETED' && (
            <p className="live__message">
              {STOP_REASON_TEXT[data.stopReason]} · 消费 ¥{centsToYuan(data.cost)}
            </p>
          )}
        </section>
        <LiveFigures live={data} />
      </PullToRefresh>
      <footer className="app-bar live__bar">
        {running ? (
          <Button
            block
            color="danger"
            shape="rounded"
            loading={stop.isPending}
            loadingText="正在停止"
            disabled={data.status === 'STOPPING' || data.status === 'SETTLING'}
            onClick={() => void askStop()}
          >
            {data.status === 'STOPPING' || data.status === 'SETTLING' ? '正在结束' : '停止充电'}
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

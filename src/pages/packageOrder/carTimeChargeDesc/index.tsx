import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { chargingQueries } from '@/api/charging'
import { PageSkeleton } from '@/components/page-skeleton'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { centsToYuan } from '@/lib/money'
import { PERIOD_NAME, periodAt, unitPrice } from '@/lib/price'
import { isDeviceId } from '@/lib/qr'
import './price.css'

/** The day's price periods with the one in force highlighted (SPEC §2 carTimeChargeDesc). */
export default function CarTimeChargeDescPage() {
  const [params] = useSearchParams()
  const deviceId = params.get('deviceId') ?? ''
  const valid = isDeviceId(deviceId)
  const prices = useQuery({ ...chargingQueries.pricePeriods(deviceId), enabled: valid })
  if (!valid) return <StateBlock kind="error" role="alert" title="缺少电桩编号" />
  if (prices.isPending) return <PageSkeleton rows={8} />
  if (prices.isLoadingError) {
    return <LoadError title="无法获取电价" error={prices.error} onRetry={prices.refetch} />
  }
  const { periods, stationName } = prices.data
  const current = periodAt(periods, new Date())
  return (
    <div className="app-page app-page--soft price">
      <section className="price__head">
        <h2>{stationName}</h2>
        <p>电价单位：元/度（kWh），总价 = 电费 + 服务费</p>
      </section>
      <table className="price__table">
        <thead>
          <tr>
            <th scope="col">时段</th>
            <th scope="col">电费</th>
            <th scope="col">服务费</th>
            <th scope="col">合计</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((p) => {
            const now = p === current
            return (
              <tr
                key={p.startTime}
                className={now ? 'price__now' : undefined}
                aria-current={now ? 'true' : undefined}
              >
                <td>
                  <span className={`period period--${p.periodType.toLowerCase()}`}>
                    {PERIOD_NAME[p.periodType]}
                  </span>{' '}
                  {p.startTime}-{p.endTime}
                  {now && <em className="price__badge">当前</em>}
                </td>
                <td>{centsToYuan(p.electricityFee)}</td>
                <td>{centsToYuan(p.serviceFee)}</td>
                <td>
                  <strong>{centsToYuan(unitPrice(p))}</strong>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="price__note">
        跨时段充电时，按各时段的实际充电量分别计费。尖、峰、平、谷时段由当地电网分时电价政策确定，如有调整以电桩现场公示为准。
      </p>
    </div>
  )
}

import { Link } from '@/components/link'
import type { StationDetail } from '@/api/station-types'
import {
  AVAILABILITY_LABEL,
  freeText,
  NavigateSheet,
  NavIcon,
  PhoneIcon,
  ScanIcon,
  useNavigateSheet,
} from '@/components/station'
import { href } from '@/config/paths'
import { KIND_LABEL } from '@/lib/pile-labels'
import { distanceMeters, formatDistance } from '@/lib/distance'
import type { LatLng } from '@/lib/geo'
import { formatYuan } from '@/lib/money'
import { PERIOD_NAME, periodAt, unitPrice } from '@/lib/price'
import { PileCard } from './pile-card'

interface Props {
  station: StationDetail
  position: LatLng | null
  onScan: () => void
}

export function StationBody({ station, position, onScan }: Props) {
  const current = periodAt(station.pricePeriods, new Date())
  const firstCar = station.devices.find((d) => d.deviceType === 'CAR')
  const kinds = (['BIKE', 'CAR'] as const).filter((k) => station[k === 'BIKE' ? 'bike' : 'car'])
  const tel = station.phone.replace(/[^\d+-]/g, '')
  const nav = useNavigateSheet()
  return (
    <>
      {station.images.length > 0 && (
        // A scrolling strip must be focusable so a keyboard can scroll it (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ul className="station__photos" aria-label="电站照片" tabIndex={0}>
          {station.images.map((src, i) => (
            <li key={src}>
              <img src={src} alt={`${station.name}照片${i + 1}`} />
            </li>
          ))}
        </ul>
      )}

      <section className="station__card station__head">
        <h2 className="station__name">{station.name}</h2>
        <p className="station__tags">
          <span className={`station__state station__state--${station.availability.toLowerCase()}`}>
            {AVAILABILITY_LABEL[station.availability]}
          </span>
          {station.tags.map((t) => (
            <span key={t} className="station__tag">
              {t}
            </span>
          ))}
        </p>
        <dl className="station__facts">
          <div>
            <dt>营业时间</dt>
            <dd>
              {station.businessHours === '00:00-24:00' ? '全天24小时' : station.businessHours}
            </dd>
          </div>
          <div>
            <dt>电站地址</dt>
            <dd>
              {station.address}
              {position && <em> · 距您 {formatDistance(distanceMeters(position, station))}</em>}
            </dd>
          </div>
          <div>
            <dt>停车说明</dt>
            <dd>{station.parkingNote || '-'}</dd>
          </div>
          <div>
            <dt>服务电话</dt>
            <dd>
              {tel ? (
                <a className="station__tel" href={`tel:${tel}`}>
                  <PhoneIcon />
                  {station.phone}
                </a>
              ) : (
                '-'
              )}
            </dd>
          </div>
        </dl>
        <div className="station__counts">
          {kinds.map((kind) => {
            const count = station[kind === 'BIKE' ? 'bike' : 'car']
            return count ? (
              <div key={kind} className="station__count">
                <span>{KIND_LABEL[kind]}</span>
                <strong className={count.free > 0 ? 'is-free' : 'is-busy'}>
                  {freeText(count)}
                </strong>
              </div>
            ) : null
          })}
        </div>
      </section>

      <section className="station__card" aria-labelledby="station-price">
        <h3 id="station-price" className="station__title">
          收费标准
        </h3>
        {station.pricePeriods.length > 0 && (
          <>
            <p className="station__sub">汽车（元/度，电费+服务费）</p>
            <ul className="station__periods">
              {station.pricePeriods.map((p) => (
                <li
                  key={p.startTime}
                  className={p === current ? 'is-now' : undefined}
                  aria-current={p === current ? 'true' : undefined}
                >
                  <span className={`period period--${p.periodType.toLowerCase()}`}>
                    {PERIOD_NAME[p.periodType]}
                  </span>
                  <span>
                    {p.startTime}-{p.endTime}
                  </span>
                  <strong>{formatYuan(unitPrice(p))}</strong>
                  {p === current && <em>当前</em>}
                </li>
              ))}
            </ul>
            {firstCar && (
              <Link
                className="station__more"
                to={href('carTimeChargeDesc', { deviceId: firstCar.deviceId })}
              >
                查看电价明细
              </Link>
            )}
          </>
        )}
        {station.powerTiers.length > 0 && (
          <>
            <p className="station__sub">电单车（按充电功率计费）</p>
            <ul className="station__tiers">
              {station.powerTiers.map((t) => (
                <li key={t.minW}>
                  <span>
                    {t.minW}-{t.maxW}W
                  </span>
                  <strong>{formatYuan(t.pricePerHour)}/小时</strong>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="station__card" aria-labelledby="station-piles">
        <h3 id="station-piles" className="station__title">
          电桩（{station.devices.length}）
        </h3>
        <ul className="station__piles">
          {station.devices.map((device) => (
            <li key={device.deviceId}>
              <PileCard device={device} />
            </li>
          ))}
        </ul>
      </section>

      <div className="station__actions">
        <button
          type="button"
          className="station__action"
          onClick={() => void nav.navigate(station)}
        >
          <NavIcon />
          导航
        </button>
        <button type="button" className="station__action station__action--primary" onClick={onScan}>
          <ScanIcon />
          扫码充电
        </button>
      </div>
      <NavigateSheet {...nav.sheet} />
    </>
  )
}

import { useEffect, useRef } from 'react'
import { Link } from '@/components/link'
import type { StationSummary } from '@/api/station-types'
import {
  AVAILABILITY_LABEL,
  NavigateSheet,
  freeText,
  priceNowText,
  useNavigateSheet,
} from '@/components/station'
import { href } from '@/config/paths'
import { distanceMeters, formatDistance } from '@/lib/distance'
import type { LatLng } from '@/lib/geo'
import { KIND_LABEL } from '@/lib/pile-labels'

interface Props {
  station: StationSummary
  /** Where the distance is measured from: the user's position, else the city centre. */
  from: LatLng
  fromUser: boolean
  /**
   * The user has just opened this station (a pin, a search pick): the card's title takes focus,
   * then `onTitled` says so. Not when a filter or a refetch brings back a card that had gone.
   */
  focusTitle: boolean
  onTitled: () => void
  onClose: () => void
  onScan: () => void
}

/** The tapped marker's station: distance, price now, free counts; 详情, 导航, 扫码充电. */
export function MarkerCard(props: Props) {
  const { station, from, fromUser, focusTitle, onTitled, onClose, onScan } = props
  const distance = formatDistance(distanceMeters(from, station))
  const kinds = (['BIKE', 'CAR'] as const).filter((k) => station[k === 'BIKE' ? 'bike' : 'car'])
  // The card opens on a tap on its pin (or a search pick): a screen reader goes on from its title,
  // not from the top of the page (the pins are drawn again under the tap).
  const title = useRef<HTMLHeadingElement>(null)
  const nav = useNavigateSheet()
  useEffect(() => {
    if (!focusTitle) return
    title.current?.focus({ preventScroll: true })
    onTitled()
  }, [focusTitle, onTitled])
  return (
    <section className="marker-card" aria-label={station.name}>
      <button type="button" className="marker-card__close" aria-label="关闭" onClick={onClose}>
        ×
      </button>
      <h2 className="marker-card__name" ref={title} tabIndex={-1}>
        {station.name}
      </h2>
      <p className="marker-card__meta">
        <span
          className={`marker-card__state marker-card__state--${station.availability.toLowerCase()}`}
        >
          {AVAILABILITY_LABEL[station.availability]}
        </span>
        <span>{fromUser ? `距您 ${distance}` : `距市中心 ${distance}`}</span>
        <span>营业 {station.businessHours}</span>
      </p>
      <p className="marker-card__address">{station.address}</p>
      <div className="marker-card__counts">
        {kinds.map((kind) => {
          const count = station[kind === 'BIKE' ? 'bike' : 'car']
          return count ? (
            <div key={kind} className="marker-card__count">
              <span>{KIND_LABEL[kind]}</span>
              <strong className={count.free > 0 ? 'is-free' : 'is-busy'}>{freeText(count)}</strong>
            </div>
          ) : null
        })}
        <div className="marker-card__count">
          <span>当前价格</span>
          {priceNowText(station).map((p) => (
            <strong key={p}>{p}</strong>
          ))}
        </div>
      </div>
      <div className="marker-card__actions">
        <Link
          className="marker-card__btn"
          to={href('stationDetail', { stationId: station.stationId })}
        >
          详情
        </Link>
        <button
          type="button"
          className="marker-card__btn"
          onClick={() => void nav.navigate(station)}
        >
          导航
        </button>
        <button
          type="button"
          className="marker-card__btn marker-card__btn--primary"
          onClick={onScan}
        >
          扫码充电
        </button>
      </div>
      <NavigateSheet {...nav.sheet} />
    </section>
  )
}

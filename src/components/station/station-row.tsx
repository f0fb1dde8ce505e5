import { Link } from '@/components/link'
import type { StationSummary } from '@/api/station-types'
import { href } from '@/config/paths'
import { formatDistance } from '@/lib/distance'
import { KIND_LABEL } from '@/lib/pile-labels'
import { AVAILABILITY_LABEL, freeText, priceNowText } from './format'

/**
 * One station in a list: name, distance, free counts per kind and the price now; opens the detail.
 * `fromCentre`: the user's position is not known, the distance is from the city centre and says so
 * (docs/design-notes.md, the station finder), as the map's card does.
 */
export function StationRow({
  station,
  fromCentre = false,
}: {
  station: StationSummary
  fromCentre?: boolean
}) {
  const kinds = (['BIKE', 'CAR'] as const).filter((k) => station[k === 'BIKE' ? 'bike' : 'car'])
  return (
    <Link className="station-row" to={href('stationDetail', { stationId: station.stationId })}>
      <span className="station-row__head">
        {/* The link's name is what it shows (WCAG 2.5.3): name，distance，availability, then the rest. */}
        <strong className="station-row__name">{station.name}</strong>
        <span className="visually-hidden">，</span>
        <span className="station-row__distance">
          {fromCentre ? '距市中心 ' : ''}
          {formatDistance(station.distance)}
        </span>
        <span className="visually-hidden">，{AVAILABILITY_LABEL[station.availability]}</span>
      </span>
      <span className="station-row__address">{station.address}</span>
      <span className="station-row__counts">
        {kinds.map((kind) => {
          const count = station[kind === 'BIKE' ? 'bike' : 'car']
          if (!count) return null
          return (
            <span
              key={kind}
              className={`station-count station-count--${count.free > 0 ? 'free' : 'busy'}`}
            >
              <span className="station-count__kind">{KIND_LABEL[kind]}</span>
              {freeText(count)}
            </span>
          )
        })}
        {station.availability === 'OFFLINE' && <span className="station-count">离线</span>}
      </span>
      <span className="station-row__price">
        {priceNowText(station).map((p) => (
          <span key={p}>{p}</span>
        ))}
        <span className="station-row__hours">营业 {station.businessHours}</span>
      </span>
    </Link>
  )
}

import { formatPlate, normalisePlate } from '@/lib/plate'
import { isNewEnergyPlate } from '@/lib/validators'
import './plate-badge.css'

/** A plate as it looks on the car: blue, or green for a new-energy plate (浙A·D12345). */
export function PlateBadge({ plateNo, small = false }: { plateNo: string; small?: boolean }) {
  const classes = [
    'plate-badge',
    isNewEnergyPlate(normalisePlate(plateNo)) ? 'plate-badge--green' : 'plate-badge--blue',
    small ? 'plate-badge--small' : '',
  ]
  return <span className={classes.filter(Boolean).join(' ')}>{formatPlate(plateNo)}</span>
}

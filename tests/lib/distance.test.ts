import { DISTANCE_DECIMALS, EARTH_RADIUS_M } from '@/lib/constants'
import { distanceMeters, formatDistance } from '@/lib/distance'

const TIANANMEN = { latitude: 39.9087, longitude: 116.3975 }
const PEOPLES_SQUARE = { latitude: 31.2304, longitude: 121.4737 }

// The haversine formula written out independently, to check the module against.
function expected(a: typeof TIANANMEN, b: typeof TIANANMEN): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
  const d = 2 * EARTH_RADIUS_M * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h))
  return Number(d.toFixed(DISTANCE_DECIMALS))
}

describe('distanceMeters', () => {
  it('uses the spec radius and decimals', () => {
    expect(EARTH_RADIUS_M).toBe(6371000)
    expect(DISTANCE_DECIMALS).toBe(2)
  })

  it('measures Beijing to Shanghai (about 1,067 km)', () => {
    const d = distanceMeters(TIANANMEN, PEOPLES_SQUARE)
    expect(d).toBeCloseTo(expected(TIANANMEN, PEOPLES_SQUARE), DISTANCE_DECIMALS)
    expect(d).toBeGreaterThan(1_060_000)
    expect(d).toBeLessThan(1_075_000)
    expect(Math.round(d * 100) / 100).toBe(d)
  })

  it('is symmetric and 0 for identical points', () => {
    expect(distanceMeters(PEOPLES_SQUARE, TIANANMEN)).toBe(
      distanceMeters(TIANANMEN, PEOPLES_SQUARE),
    )
    expect(distanceMeters(TIANANMEN, TIANANMEN)).toBe(0)
  })

  it('measures one degree of latitude', () => {
    const d = distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })
    expect(d).toBe(Number(((EARTH_RADIUS_M * Math.PI) / 180).toFixed(DISTANCE_DECIMALS)))
  })

  it('handles antipodal points', () => {
    const d = distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })
    expect(d).toBeCloseTo(EARTH_RADIUS_M * Math.PI, 1)
  })

  it('is NaN for impossible coordinates', () => {
    expect(distanceMeters({ latitude: NaN, longitude: 0 }, TIANANMEN)).toBeNaN()
    expect(distanceMeters({ latitude: 91, longitude: 0 }, TIANANMEN)).toBeNaN()
    expect(distanceMeters(TIANANMEN, { latitude: 0, longitude: 181 })).toBeNaN()
    expect(distanceMeters(TIANANMEN, { latitude: '1', longitude: 0 } as never)).toBeNaN()
  })
})

describe('formatDistance', () => {
  it('shows metres under 1000', () => {
    expect(formatDistance(0)).toBe('0m')
    expect(formatDistance(850)).toBe('850m')
    expect(formatDistance(850.4)).toBe('850m')
    expect(formatDistance(999.4)).toBe('999m')
    expect(formatDistance('850')).toBe('850m')
  })

  it('shows km with 2 decimals from 1000', () => {
    expect(formatDistance(999.6)).toBe('1.00km')
    expect(formatDistance(1000)).toBe('1.00km')
    expect(formatDistance(1250)).toBe('1.25km')
    expect(formatDistance(1255)).toBe('1.26km')
    expect(formatDistance(1067123.45)).toBe('1067.12km')
  })

  it('shows - for negatives and invalid input', () => {
    for (const bad of [-1, NaN, '', 'far', null, undefined]) {
      expect(formatDistance(bad)).toBe('-')
    }
  })
})

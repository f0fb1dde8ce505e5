import { fireEvent } from '@testing-library/react'
import L from 'leaflet'
import { vi } from 'vitest'
import type { StationSummary } from '@/api/station-types'
import { createMapView, pinLabel, type MapView } from '@/pages/packageMap/map/leaflet-view'

/**
 * The map's pins from a keyboard and a screen reader (audit: Enter did nothing, a tap drew every
 * pin again and dropped focus to the body, a pin's name left out an offline station's state).
 */

const station = (id: string, lng: number, availability: string, idle = 1): StationSummary =>
  ({
    stationId: id,
    name: `站${id}`,
    latitude: 30.27,
    longitude: lng,
    idlePorts: idle,
    totalPorts: 4,
    availability,
  }) as unknown as StationSummary

const FREE = station('A', 120.15, 'FREE', 2)
const OFFLINE = station('B', 120.17, 'OFFLINE', 0)

let view: MapView
let box: HTMLElement
const onSelect = vi.fn()

const pin = (id: string) => box.querySelector<HTMLElement>(`[data-stations="${id}"]`)

beforeEach(() => {
  onSelect.mockReset()
  box = document.createElement('div')
  document.body.append(box)
  view = createMapView(L, box, {
    centre: { latitude: 30.27, longitude: 120.16 },
    tileUrl: null,
    subdomains: '',
    onSelect,
    onTilesFailed: () => undefined,
    covered: () => ({ top: 100, bottom: 80 }),
  })
  view.setStations([FREE, OFFLINE], null)
})

afterEach(() => {
  view.destroy()
  box.remove()
})

it('names a pin by its station, its state (not only its colour) and its free count', () => {
  expect(pinLabel(OFFLINE)).toBe('站B，离线，空闲0/4')
  expect(pin('B')).toHaveAttribute('aria-label', '站B，离线，空闲0/4')
  expect(pin('A')).toHaveAttribute('aria-label', '站A，有空闲，空闲2/4')
  expect(pin('A')).toHaveAttribute('role', 'button')
})

it('opens a station with Enter or Space, as a tap does', () => {
  fireEvent.keyDown(pin('A')!, { key: 'Enter' })
  expect(onSelect).toHaveBeenLastCalledWith('A')
  fireEvent.keyDown(pin('B')!, { key: ' ' })
  expect(onSelect).toHaveBeenLastCalledWith('B')
  fireEvent.keyDown(pin('B')!, { key: 'a' })
  expect(onSelect).toHaveBeenCalledTimes(2)
})

it('gives focus back to the pin that had it when the pins are drawn again', () => {
  pin('A')!.focus()
  const before = pin('A')
  view.setStations([FREE, OFFLINE], 'A')
  expect(pin('A')).not.toBe(before)
  expect(pin('A')).toHaveFocus()
  expect(pin('A')).toHaveAttribute('aria-current', 'true')
  expect(pin('B')).not.toHaveAttribute('aria-current')
})

it("focuses a station's pin on request (its card closed)", () => {
  view.focusStation('B')
  expect(pin('B')).toHaveFocus()
})

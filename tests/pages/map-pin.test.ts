import type { StationSummary } from '@/api/station-types'
import { pinCounts } from '@/pages/packageMap/map/leaflet-view'

const station = (idlePorts: unknown, totalPorts: unknown) =>
  ({ idlePorts, totalPorts }) as unknown as StationSummary

describe("a station pin's counts (they go into the pin's markup)", () => {
  it('are the server’s whole numbers', () => {
    expect(pinCounts(station(2, 8))).toEqual({ idle: 2, total: 8 })
    expect(pinCounts(station('3', 4))).toEqual({ idle: 3, total: 4 })
  })

  it('read 0 for anything else: left out, null, text or markup', () => {
    expect(pinCounts(station(undefined, null))).toEqual({ idle: 0, total: 0 })
    expect(pinCounts(station('<img src=x onerror=alert(1)>', -5))).toEqual({ idle: 0, total: 0 })
  })
})

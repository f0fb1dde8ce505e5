/**
 * The station finder's view of the mock db: a station's piles in their live states (the same
 * `deviceView` the charge selection answers with: the user's running orders and other users'
 * charges included), counted per kind, with the price in force now.
 */
import type { Availability, PortCount, StationDetail, StationSummary } from '@/api/station-types'
import type { Device, DeviceType } from '@/api/types'
import { distanceMeters, type LatLng } from '@/lib/distance'
import { portsFor } from '@/lib/geo'
import { periodAt } from '@/lib/price'
import { deviceView, stepOrders } from '../charging/db'
import { now } from '../core/clock'
import { db } from '../core/db'
import type { StoredStation } from '../charging/state'
import { stationProfile } from './seed'

export function findStation(stationId: string): StoredStation | undefined {
  return db.stations.find((s) => s.stationId === stationId)
}

/** The station's piles as the API shows them (live ports). Moves the orders to now first. */
export function stationDevices(stationId: string): Device[] {
  return db.devices.filter((d) => d.station.stationId === stationId).map((d) => deviceView(d))
}

function count(devices: Device[], kind: DeviceType): PortCount | null {
  const ofKind = devices.filter((d) => d.deviceType === kind)
  if (ofKind.length === 0) return null
  const ports = ofKind.flatMap((d) => d.ports)
  return { free: ports.filter((p) => p.status === 'IDLE').length, total: ports.length }
}

function availability(devices: Device[], free: number, kind?: DeviceType): Availability {
  const online = devices.filter((d) => d.status === 'ONLINE' && (!kind || d.deviceType === kind))
  if (online.length === 0) return 'OFFLINE'
  return free > 0 ? 'FREE' : 'BUSY'
}

function summaryOf(
  station: StoredStation,
  devices: Device[],
  from: LatLng | null,
  kind: DeviceType | undefined,
  at: number,
): StationSummary {
  const bike = count(devices, 'BIKE')
  const car = count(devices, 'CAR')
  const deviceTypes = (['BIKE', 'CAR'] as const).filter((t) => (t === 'BIKE' ? bike : car))
  const ports = portsFor({ deviceTypes, bike, car }, kind)
  const carPeriods = devices.find((d) => d.deviceType === 'CAR')?.pricePeriods ?? []
  const tiers = devices.find((d) => d.deviceType === 'BIKE')?.powerTiers ?? []
  return {
    stationId: station.stationId,
    name: station.name,
    address: station.address,
    latitude: station.latitude,
    longitude: station.longitude,
    distance: from ? distanceMeters(from, station) : null,
    deviceTypes: [...deviceTypes],
    bike,
    car,
    idlePorts: ports.free,
    totalPorts: ports.total,
    availability: availability(devices, ports.free, kind),
    priceNow: {
      period: periodAt(carPeriods, new Date(at)) ?? null,
      bikePerHour: tiers.length ? Math.min(...tiers.map((t) => t.pricePerHour)) : null,
    },
    businessHours: stationProfile(station.stationId)?.businessHours ?? '00:00-24:00',
  }
}

/** Every station with its live counts (for the kind asked), measured from `from`. */
export function stationSummaries(from: LatLng | null, kind?: DeviceType): StationSummary[] {
  stepOrders()
  const at = now()
  return db.stations.map((s) => summaryOf(s, stationDevices(s.stationId), from, kind, at))
}

export function stationDetail(station: StoredStation, from: LatLng | null): StationDetail {
  stepOrders()
  const devices = stationDevices(station.stationId)
  const profile = stationProfile(station.stationId)
  return {
    ...summaryOf(station, devices, from, undefined, now()),
    phone: profile?.phone ?? '',
    images: profile?.images ?? [],
    parkingNote: profile?.parkingNote ?? '',
    tags: profile?.tags ?? [],
    devices,
    pricePeriods: devices.find((d) => d.deviceType === 'CAR')?.pricePeriods ?? [],
    powerTiers: devices.find((d) => d.deviceType === 'BIKE')?.powerTiers ?? [],
  }
}

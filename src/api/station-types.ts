/**
 * Stations (DESIGN §7 Station; the spec shows none of it): the nearby list, the map's search and the
 * station detail. Coordinates GCJ-02, distances metres (SPEC §9: great-circle, 2 decimals), money cents.
 */
import type { Device, DeviceType, PowerTier, PricePeriod } from './charging-types'

/** FREE: a socket or gun is free now; BUSY: every one in use; OFFLINE: no pile can charge. */
export type Availability = 'FREE' | 'BUSY' | 'OFFLINE'

/** Free / total sockets (BIKE) or guns (CAR) of a station, counted on the piles' live states. */
export interface PortCount {
  free: number
  total: number
}

/** What charging costs at the station now. */
export interface PriceNow {
  /** CAR: the price period in force (fees per kWh, cents). */
  period: PricePeriod | null
  /** BIKE: the lowest price per hour (cents) of the piles' power tiers. */
  bikePerHour: number | null
}

export interface StationSummary {
  stationId: string
  name: string
  address: string
  latitude: number
  longitude: number
  /** Metres from the asked point, 2 decimals; null when no point was given. */
  distance: number | null
  deviceTypes: DeviceType[]
  /** Per kind; null when the station has no pile of that kind. */
  bike: PortCount | null
  car: PortCount | null
  /**
   * DESIGN §7 "idlePorts/totalPorts": the sockets or guns IDLE now, and all of them, over the kind
   * asked for (every kind when none).
   */
  idlePorts: number
  totalPorts: number
  availability: Availability
  priceNow: PriceNow
  /** 'HH:mm-HH:mm', or '00:00-24:00' for round the clock. */
  businessHours: string
}

export interface NearbyStationsRequest {
  lng: number
  lat: number
  /** Metres, at most 50000 (SPEC §9: nearby 5000, search 50000). */
  radius: number
  deviceType?: DeviceType
  /** Only stations with a free socket or gun (of `deviceType` when given). */
  freeOnly?: boolean
  pageNo: number
  /** 1-50. */
  pageSize: number
}

export interface StationSearchRequest {
  keyword: string
  lng: number
  lat: number
  radius: number
  deviceType?: DeviceType
  freeOnly?: boolean
}

export interface StationDetailRequest {
  stationId: string
  lng?: number
  lat?: number
}

export interface StationDetail extends StationSummary {
  phone: string
  /** Image URLs (https or data:). */
  images: string[]
  parkingNote: string
  /** Services and facilities shown as tags (e.g. 雨棚, 24小时, 监控). */
  tags: string[]
  /** Every pile with its sockets or guns in their live states. */
  devices: Device[]
  /** CAR price periods of the station (its car piles share them); empty without car piles. */
  pricePeriods: PricePeriod[]
  /** BIKE power tiers (price per hour by measured power); empty without bike piles. */
  powerTiers: PowerTier[]
}

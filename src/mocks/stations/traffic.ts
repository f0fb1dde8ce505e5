/**
 * Other users' charges on the finder's piles (the new stations of stations/seed.ts only: the seed's
 * own piles keep their fixed states, which the charging tests rely on). A pure function of the time
 * since the operator first looked at one of them (`stationTrafficEpoch`), so every call (device detail, create order, the station calls) agrees:
 *
 *   each idle socket or gun is taken for 40% of a cycle of 5 to 15 minutes (phase and length from
 *   a hash of its id);
 *   the rush station (ST330104): every socket busy at the start of each 10-minute cycle, then freed
 *   one by one after 15, 45, 75 and 105 s.
 */
import { hashInt } from '../core/assets'
import { now } from '../core/clock'
import { db } from '../core/db'
import { pilePrefix, RUSH_STATION_ID } from './seed'

export const RUSH_CYCLE_S = 600
/** Seconds into each rush cycle when socket 1, 2, 3, 4 … is freed. */
export const RUSH_FREE_AFTER_S = [15, 45, 75, 105]
const BUSY_SHARE = 0.4

/** Piles of the finder's own stations: 11SSSNNN / 21SSSNNN with SSS >= 004. */
function trafficPile(deviceId: string): boolean {
  return /^[12]1\d{6}$/.test(deviceId) && Number(deviceId.slice(2, 5)) >= 4
}

const rushPile = (deviceId: string): boolean =>
  deviceId.startsWith(pilePrefix(RUSH_STATION_ID, 'BIKE'))

/** True while another user is charging on this (otherwise idle) socket or gun at `at`. */
export function busyByOthers(deviceId: string, portNo: number, at = now()): boolean {
  if (!trafficPile(deviceId)) return false
  if (!db.stationTrafficEpoch) db.stationTrafficEpoch = at // saved with the call's answer
  const elapsed = Math.max(0, (at - db.stationTrafficEpoch) / 1000)
  if (rushPile(deviceId)) {
    const freeAfter = RUSH_FREE_AFTER_S[portNo - 1] ?? RUSH_FREE_AFTER_S[0] ?? 15
    return elapsed % RUSH_CYCLE_S < freeAfter
  }
  const h = hashInt(`${deviceId}#${portNo}`)
  const cycle = 300 + (h % 600)
  const phase = (h >>> 10) % cycle
  return (elapsed + phase) % cycle < cycle * BUSY_SHARE
}

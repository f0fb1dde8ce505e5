/**
 * The totals of an order's breakdown (CAR price periods, BIKE power tiers), added up from the
 * server's own rows: integer cents and Wh, no arithmetic of ours on prices. They are shown under the
 * rows, where they must read the same as the order's 电费 and 服务费. A row the server sent without a
 * usable figure makes that total null ('--'): a total of what is left would look real and be wrong.
 */
import { toFiniteNumber } from '@/lib/number'

function sum<T>(rows: readonly T[], pick: (row: T) => unknown): number | null {
  let total = 0
  for (const row of rows) {
    const n = toFiniteNumber(pick(row))
    if (n === null) return null
    total += n
  }
  return total
}

export interface PeriodTotals {
  energyWh: number | null
  electricityAmount: number | null
  serviceAmount: number | null
}

export function periodTotals(
  fees: readonly { energyWh: unknown; electricityAmount: unknown; serviceAmount: unknown }[],
): PeriodTotals {
  return {
    energyWh: sum(fees, (f) => f.energyWh),
    electricityAmount: sum(fees, (f) => f.electricityAmount),
    serviceAmount: sum(fees, (f) => f.serviceAmount),
  }
}

export interface TierTotals {
  seconds: number | null
  energyWh: number | null
  amount: number | null
}

export function tierTotals(
  fees: readonly { seconds: unknown; energyWh: unknown; amount: unknown }[],
): TierTotals {
  return {
    seconds: sum(fees, (f) => f.seconds),
    energyWh: sum(fees, (f) => f.energyWh),
    amount: sum(fees, (f) => f.amount),
  }
}

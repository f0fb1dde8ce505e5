import type { BlindBoxPrize } from '@/api/types'
import { formatYuan } from '@/lib/money'

/** '¥5.00' for money prizes (SPEC §5: yuan with 2 decimals), '100' for points. */
export function prizeValue(prize: BlindBoxPrize): string {
  return prize.prizeType === 'POINTS' ? String(prize.value) : formatYuan(prize.value)
}

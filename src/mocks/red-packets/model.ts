/**
 * How the mock operator splits a red packet, and its rules. The shares are worked out once, when the
 * payment lands and the packet is published: each open takes the next share, so the shares always add
 * up to the total, every share is at least 1 cent, and what an open gives never depends on timing.
 */
import type { RedPacketSplit } from '@/api/red-packet-types'
import { hashInt } from '../core/assets'
import { charCount } from '@/lib/text'

/** Design limits (the spec shows none): WeChat's own red packets stop at 200 yuan. */
export const RED_PACKET_LIMITS = {
  /** Cents. */
  minTotal: 1,
  maxTotal: 20000,
  minCount: 1,
  maxCount: 100,
  titleMax: 20,
  blessingMax: 30,
  /** An unopened remainder goes back to the sender this long after publishing. */
  validMs: 24 * 3600 * 1000,
} as const

/** A small deterministic generator (mulberry32): the same seed, the same shares. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Random split by the double-mean rule: each share is drawn from 1 cent to twice the mean of what is
 * left (never so much that a later share would get less than 1 cent); the last share is the rest.
 */
export function splitRandom(total: number, count: number, seed: number): number[] {
  checkSplit(total, count)
  const random = seededRandom(seed)
  const shares: number[] = []
  let rest = total
  for (let left = count; left > 1; left -= 1) {
    const most = Math.max(1, Math.min(rest - (left - 1), Math.floor((2 * rest) / left) - 1))
    const share = 1 + Math.floor(random() * most)
    shares.push(share)
    rest -= share
  }
  shares.push(rest)
  return shares
}

/** Even split: the total must divide into equal whole cents (the page says so before paying). */
export function splitEven(total: number, count: number): number[] {
  checkSplit(total, count)
  if (total % count !== 0) throw new Error(`${total} does not divide into ${count} equal shares`)
  return Array.from({ length: count }, () => total / count)
}

export function splitShares(
  type: RedPacketSplit,
  total: number,
  count: number,
  redPacketId: string,
): number[] {
  return type === 'EVEN'
    ? splitEven(total, count)
    : splitRandom(total, count, hashInt(`split:${redPacketId}`))
}

function checkSplit(total: number, count: number): void {
  if (!Number.isInteger(total) || !Number.isInteger(count) || count < 1 || total < count) {
    throw new Error(`cannot split ${total} cents into ${count} shares of at least 1 cent`)
  }
}

/** The server's checks of a new packet, with the messages it answers; null when it is valid. */
export function redPacketProblem(input: {
  title: string
  totalAmount: number
  count: number
  type: RedPacketSplit
  blessing: string
}): string | null {
  const { title, totalAmount, count, type, blessing } = input
  const L = RED_PACKET_LIMITS
  if (!title.trim()) return '请输入红包标题'
  if (charCount(title) > L.titleMax) return `红包标题不能超过${L.titleMax}个字`
  if (charCount(blessing) > L.blessingMax) return `祝福语不能超过${L.blessingMax}个字`
  if (!Number.isInteger(count) || count < L.minCount || count > L.maxCount) {
    return `红包个数应为${L.minCount}-${L.maxCount}个`
  }
  if (!Number.isInteger(totalAmount) || totalAmount < L.minTotal || totalAmount > L.maxTotal) {
    return `红包总金额应为0.01-${L.maxTotal / 100}元`
  }
  if (totalAmount < count) return '每个红包至少0.01元'
  if (type === 'EVEN' && totalAmount % count !== 0) return '平均红包的总金额须能平分到每个红包'
  return null
}

/**
 * The red-packet part of the mock operator's state: packets other users published (so the square is
 * not empty), one the user published, and the simulated other users who send and open them. Times
 * are set relative to the hour of the seed: a packet is valid for 24 hours (RED_PACKET_LIMITS).
 */
import type { RedPacketSplit, RedPacketStatus } from '@/api/red-packet-types'
import { avatarSvg } from '../core/assets'
import { formatTime, now } from '../core/clock'
import { RED_PACKET_LIMITS, splitShares } from './model'

export interface StoredRedPacketReceiver {
  userId: string
  amount: number
  openMs: number
}

export interface StoredRedPacket {
  redPacketId: string
  senderId: string
  title: string
  blessing: string
  splitType: RedPacketSplit
  totalAmount: number
  count: number
  status: RedPacketStatus
  /** Worked out when published; each open takes the next one. Empty until paid. */
  shares: number[]
  receivers: StoredRedPacketReceiver[]
  /** The payment that publishes it (null for seeded packets). */
  orderId: string | null
  createdMs: number
  /** Published (paid) at; the 24 hours run from here. */
  publishedMs: number | null
  refundAmount: number
}

export interface RedPacketState {
  redPackets: StoredRedPacket[]
}

/** People other than the seeded user: senders of the seeded packets, and openers (mockUser). */
export interface MockPerson {
  userId: string
  nickName: string
  headUrl: string
}

export const OTHER_USERS: Record<string, MockPerson> = {
  U2: { userId: 'U202400020002', nickName: '李女士', headUrl: avatarSvg('#d92d20') },
  U3: { userId: 'U202400020003', nickName: '王先生', headUrl: avatarSvg('#175cd3') },
  U4: { userId: 'U202400020004', nickName: '陈小满', headUrl: avatarSvg('#b54708') },
  U5: { userId: 'U202400020005', nickName: '赵师傅', headUrl: avatarSvg('#6941c6') },
}

const HOUR = 3600 * 1000

interface SeedPacket {
  id: string
  sender: string
  title: string
  blessing: string
  split: RedPacketSplit
  total: number
  count: number
  /** Hours before the seed's moment it was published. */
  ageHours: number
  openers: string[]
}

const SEED: SeedPacket[] = [
  {
    ...{ id: 'RP20261123001', sender: 'U2', title: '周末充电福利', blessing: '周末愉快，电量满满' },
    ...{ split: 'RANDOM', total: 2000, count: 10, ageHours: 1, openers: ['U3', 'U4', 'U5'] },
  },
  {
    ...{ id: 'RP20261123002', sender: 'U3', title: '新站开业红包', blessing: '恭喜发财，充电愉快' },
    ...{ split: 'EVEN', total: 3000, count: 15, ageHours: 3, openers: ['U2'] },
  },
  {
    ...{ id: 'RP20261123003', sender: 'U5', title: '早鸟红包', blessing: '早起的车主有电充' },
    ...{ split: 'RANDOM', total: 600, count: 3, ageHours: 5, openers: ['U2', 'U3', 'U4'] },
  },
  {
    ...{ id: 'RP20261122004', sender: 'U4', title: '感谢老朋友', blessing: '一路绿灯，一路满电' },
    ...{ split: 'RANDOM', total: 5000, count: 20, ageHours: 9, openers: ['U5', 'U2'] },
  },
  {
    ...{ id: 'RP20261122005', sender: 'SELF', title: '车友群福利', blessing: '恭喜发财，充电愉快' },
    ...{ split: 'RANDOM', total: 1000, count: 5, ageHours: 2, openers: ['U2', 'U5'] },
  },
]

function seedPacket(p: SeedPacket, at: number, selfId: string): StoredRedPacket {
  const published = at - p.ageHours * HOUR
  const shares = splitShares(p.split, p.total, p.count, p.id)
  const receivers = p.openers.map((key, i) => ({
    userId: OTHER_USERS[key]?.userId ?? key,
    amount: shares[i] ?? 0,
    openMs: published + (i + 1) * 7 * 60 * 1000,
  }))
  return {
    redPacketId: p.id,
    senderId: p.sender === 'SELF' ? selfId : (OTHER_USERS[p.sender]?.userId ?? p.sender),
    title: p.title,
    blessing: p.blessing,
    splitType: p.split,
    totalAmount: p.total,
    count: p.count,
    status: receivers.length >= p.count ? 'SOLD_OUT' : 'ACTIVE',
    shares,
    receivers,
    orderId: null,
    createdMs: published,
    publishedMs: published,
    refundAmount: 0,
  }
}

export function createRedPacketState(selfId: string): RedPacketState {
  // Relative to the hour the seed is made (a seed is the same all that hour): the packets are fresh
  // whenever the demo starts, and each lives 24 hours from its publishing time.
  const at = Math.floor(now() / HOUR) * HOUR
  return { redPackets: SEED.map((p) => seedPacket(p, at, selfId)) }
}

export const expireTimeOf = (packet: StoredRedPacket): string =>
  formatTime((packet.publishedMs ?? packet.createdMs) + RED_PACKET_LIMITS.validMs)

import { renderHook } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import {
  ANNOUNCE_EVERY_MS,
  useLiveAnnouncement,
} from '@/pages/packageOrder/chargingDetail/use-live-announcement'

afterEach(() => {
  vi.restoreAllMocks()
})

/** The hook on a clock the test moves by hand. */
function announcer() {
  let now = 1_000_000
  vi.spyOn(Date, 'now').mockImplementation(() => now)
  const hook = renderHook(({ status, figures }) => useLiveAnnouncement(status, figures), {
    initialProps: { status: '充电中', figures: '已充电量 0.100 kWh' },
  })
  return {
    hook,
    poll(status: string, figures: string, afterMs: number) {
      now += afterMs
      hook.rerender({ status, figures })
      return hook.result.current
    },
  }
}

test('the figures are spoken at most once a minute however often the page polls', () => {
  const { hook, poll } = announcer()
  expect(hook.result.current).toBe('充电中，已充电量 0.100 kWh')
  // A poll every 5 s for 55 s: the region keeps what it said.
  for (let i = 1; i <= 11; i += 1) {
    expect(poll('充电中', `已充电量 0.${100 + i} kWh`, 5_000)).toBe('充电中，已充电量 0.100 kWh')
  }
  // The minute is up: the figures of that poll.
  expect(poll('充电中', '已充电量 0.112 kWh', 5_000)).toBe('充电中，已充电量 0.112 kWh')
  expect(poll('充电中', '已充电量 0.113 kWh', 5_000)).toBe('充电中，已充电量 0.112 kWh')
  expect(ANNOUNCE_EVERY_MS).toBe(60_000)
})

test('a change of status is spoken at once', () => {
  const { poll } = announcer()
  expect(poll('停止中', '已充电量 0.105 kWh', 5_000)).toBe('停止中，已充电量 0.105 kWh')
  expect(poll('已完成', '已充电量 0.105 kWh', 1_000)).toBe('已完成，已充电量 0.105 kWh')
})

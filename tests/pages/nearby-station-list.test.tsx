import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { distanceMeters } from '@/lib/distance'
import { DEFAULT_CITY_CENTER } from '@/lib/geo'
import { MSG } from '@/lib/messages'
import { db } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { RUSH_STATION_ID } from '@/mocks/stations/seed'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { withOffsetParent } from '../utils/layout'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const PAGE = '/packageMap/nearbyStationList'
// The station rows by their class: naming each link from its content (no aria-label: WCAG 2.5.3)
// walks every span with getComputedStyle in jsdom, too slow to poll over 36 rows.
const rows = () =>
  Array.from(screen.getByRole('main').querySelectorAll<HTMLAnchorElement>('a.station-row'))
const within5km = () =>
  db.stations.filter((s) => distanceMeters(DEFAULT_CITY_CENTER, s) <= 5000).length

let bridge: ReturnType<typeof fakeBridge>
beforeEach(async () => {
  bridge = fakeBridge()
  setBridge(bridge)
  db.stationTrafficEpoch = Date.now()
  await loginThroughMock()
})

describe('nearby station list', () => {
  withOffsetParent()

  it('lists the stations within 5000 m nearest first, 20 a page, each to its detail', async () => {
    renderApp(PAGE)
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(20), { timeout: 10000 })
    await waitFor(() => expect(rows()).toHaveLength(within5km()), { timeout: 10000 })
    expect(await screen.findByText('没有更多了')).toBeInTheDocument()
    const metres = rows().map((r) => {
      const m = /，([\d.]+)(m|km)，/.exec(r.textContent ?? '')
      return m ? Number(m[1]) * (m[2] === 'km' ? 1000 : 1) : NaN
    })
    expect(metres).toEqual([...metres].sort((a, b) => a - b))
    expect(metres.every((m) => m <= 5000)).toBe(true)
    expect(rows().some((r) => r.textContent?.includes('距市中心'))).toBe(false)
    const [first] = rows()
    expect(first).toHaveAttribute('href', '/packageMap/stationDetail?stationId=ST330101')
    expect(first).toHaveTextContent('电单车空闲 10/20')
    expect(first).toHaveTextContent('¥0.40/小时起')
    expect(screen.getByText(/您附近 5 公里内的电站/)).toBeInTheDocument()
  })

  it('filters by kind and free now, kept in the link', async () => {
    const user = userEvent.setup()
    const { router } = renderApp(PAGE)
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10000 })
    await user.click(screen.getByRole('button', { name: '只看空闲' }))
    await user.click(screen.getByRole('button', { name: '电单车' }))
    expect(router.state.location.search).toBe('?free=1&kind=BIKE')
    await waitFor(
      () => {
        const names = rows().map((r) => r.textContent ?? '')
        expect(names.length).toBeGreaterThan(0)
        expect(names.every((n) => n.includes('，有空闲'))).toBe(true)
        expect(names.some((n) => n.startsWith('杭州大厦购物中心充电站'))).toBe(false)
      },
      { timeout: 10000 },
    )
    const rush = db.stations.find((s) => s.stationId === RUSH_STATION_ID)
    expect(screen.queryByRole('link', { name: new RegExp(`^${rush?.name}`) })).toBeNull()
  })

  it('without a position: the notice and the city centre’s stations', async () => {
    bridge.getLocation.mockRejectedValue(new Error(MSG.locationCancelled))
    renderApp(PAGE)
    // The notice is a polite status (the list's skeleton is one too while it loads).
    const notice = await screen.findByText(/cancel/)
    expect(notice.closest('[role="status"]')).not.toBeNull()
    expect(screen.getByText(/市中心附近 5 公里内的电站/)).toBeInTheDocument()
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10000 })
    // Each distance says where it is measured from, as the map's card does (design notes).
    expect(rows().every((r) => /，距市中心 [\d.]+k?m，/.test(r.textContent ?? ''))).toBe(true)
    // 重新定位, as on the map: a position found now lists the stations near the user.
    bridge.getLocation.mockResolvedValue({ latitude: 30.2741, longitude: 120.1551 })
    await userEvent.setup().click(screen.getByRole('button', { name: '重新定位' }))
    expect(await screen.findByText(/您附近 5 公里内的电站/)).toBeInTheDocument()
    await waitFor(() => expect(rows().some((r) => r.textContent?.includes('距市中心'))).toBe(false))
  })

  it('a failed load says so and retries', async () => {
    setFault('code:/station/nearby-station-list')
    const user = userEvent.setup()
    renderApp(PAGE)
    expect(await screen.findByText('加载失败', {}, { timeout: 10000 })).toBeInTheDocument()
    setFault(null)
    await user.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10000 })
  })
})

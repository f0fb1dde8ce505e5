import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { StationSummary } from '@/api/station-types'
import { env } from '@/config/env'
import { NEARBY_RADIUS_M } from '@/lib/constants'
import { DEFAULT_CITY_CENTER, withinRadius } from '@/lib/geo'
import { MSG } from '@/lib/messages'
import { db } from '@/mocks/core/db'
import { RUSH_STATION_ID } from '@/mocks/stations/seed'
import type { MapViewOptions } from '@/pages/packageMap/map/leaflet-view'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/**
 * Leaflet needs a real layout: the map page is tested with a stand-in view that draws each marker as
 * a button (name and free/total), and can fail as the real one does.
 */
const view = vi.hoisted(() => ({
  mode: 'ok' as 'ok' | 'throw' | 'tiles',
  options: null as MapViewOptions | null,
  centred: [] as { latitude: number; longitude: number }[],
}))
vi.mock('leaflet', () => ({ default: { version: 'stand-in' } }))
vi.mock('@/pages/packageMap/map/leaflet-view', () => ({
  createMapView: (_leaflet: unknown, container: HTMLElement, options: MapViewOptions) => {
    if (view.mode === 'throw') throw new Error('no WebGL, no canvas, nothing')
    view.options = options
    if (view.mode === 'tiles') setTimeout(() => options.onTilesFailed(), 0)
    return {
      setStations(stations: StationSummary[]) {
        container.replaceChildren(
          ...stations.map((s) => {
            const pin = document.createElement('button')
            pin.textContent = `${s.name} ${s.idlePorts}/${s.totalPorts}`
            pin.className = `pin pin--${s.availability}`
            pin.dataset.stations = s.stationId
            pin.onclick = () => options.onSelect(s.stationId)
            return pin
          }),
        )
        return stations.length
      },
      setUser() {},
      centreOn(point: { latitude: number; longitude: number }) {
        view.centred.push(point)
      },
      focusStation(stationId: string) {
        container.querySelector<HTMLElement>(`[data-stations="${stationId}"]`)?.focus()
      },
      destroy() {},
    }
  },
}))

const PAGE = '/packageMap/map'
const pins = () => within(screen.getByRole('region', { name: '电站地图' })).queryAllByRole('button')
const pin = (name: string) =>
  screen.findByRole('button', { name: new RegExp(`^${name} `) }, { timeout: 8000 })

let bridge: ReturnType<typeof fakeBridge>
beforeEach(async () => {
  view.mode = 'ok'
  view.options = null
  view.centred = []
  bridge = fakeBridge()
  setBridge(bridge)
  db.stationTrafficEpoch = Date.now()
  await loginThroughMock()
})

describe('map page', () => {
  it('draws every station within 50 km as a marker with free/total, and marks when they are in', async () => {
    performance.clearMarks()
    renderApp(PAGE)
    await waitFor(() => expect(pins()).toHaveLength(db.stations.length), { timeout: 5000 })
    expect(await pin('西湖文化广场充电站')).toHaveTextContent('10/20')
    expect(screen.getByRole('button', { name: /^武林广场地铁C口电单车棚 0\/4/ })).toHaveClass(
      'pin--BUSY',
    )
    expect(performance.getEntriesByName('map-markers')).toHaveLength(1)
    expect(bridge.getLocation).toHaveBeenCalled()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    // 附近电站 counts what the list it opens holds (within 5000 m), not every marker (50 km).
    const nearby = db.stations.filter((s) => withinRadius(DEFAULT_CITY_CENTER, s, NEARBY_RADIUS_M))
    expect(nearby.length).toBeLessThan(db.stations.length)
    expect(screen.getByRole('link', { name: /附近电站/ })).toHaveTextContent(
      `附近电站${nearby.length}`,
    )
  })

  it('has a 返回 of its own (no nav bar): opened from a link, it goes home, not out of the app', async () => {
    const { router } = renderApp(PAGE)
    await userEvent.click(await screen.findByRole('button', { name: '返回' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('opens a card for a tapped marker: distance, price now, free counts, 详情 / 导航 / 扫码充电', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    await user.click(await pin('天目山路充电站'))
    const card = screen.getByRole('region', { name: '天目山路充电站' })
    // A screen reader goes on from the card's title (the pins are drawn again under the tap).
    expect(within(card).getByRole('heading', { name: '天目山路充电站' })).toHaveFocus()
    expect(card).toHaveTextContent('距您 978m')
    expect(card).toHaveTextContent(/电单车空闲 \d\/8/)
    expect(card).toHaveTextContent(/汽车空闲 \d\/2/)
    expect(card).toHaveTextContent(/当前价格¥\d+\.\d{2}\/度（[尖峰平谷]）¥0\.40\/小时起/)
    expect(within(card).getByRole('link', { name: '详情' })).toHaveAttribute(
      'href',
      '/packageMap/stationDetail?stationId=ST330105',
    )
    expect(within(card).getByRole('button', { name: '导航' })).toBeEnabled()
    expect(within(card).getByRole('button', { name: '扫码充电' })).toBeEnabled()
    await user.click(within(card).getByRole('button', { name: '关闭' }))
    expect(screen.queryByRole('region', { name: '天目山路充电站' })).not.toBeInTheDocument()
    // Focus goes back to the station's pin, not to the body.
    expect(await pin('天目山路充电站')).toHaveFocus()
  })

  it("a card a filter brings back does not take focus: only the user's opening does (review)", async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    await user.click(await pin('武林广场地铁C口电单车棚'))
    const title = () => screen.queryByRole('heading', { name: '武林广场地铁C口电单车棚' })
    expect(title()).toHaveFocus()
    const freeOnly = screen.getByRole('button', { name: '只看空闲' })
    await user.click(freeOnly)
    await waitFor(() => expect(title()).toBeNull(), { timeout: 5000 })
    await user.click(freeOnly)
    await waitFor(() => expect(title()).not.toBeNull(), { timeout: 5000 })
    expect(freeOnly).toHaveFocus()
  })

  it('filters by kind and by free now (a station whose sockets are all busy goes)', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    await pin('西湖文化广场充电站')
    await user.click(screen.getByRole('button', { name: '只看空闲' }))
    await waitFor(
      () => expect(screen.queryByRole('button', { name: /^武林广场地铁C口电单车棚 / })).toBeNull(),
      { timeout: 5000 },
    )
    expect(screen.getByRole('button', { name: '只看空闲' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: '汽车' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^西湖文化广场充电站 / })).toBeNull(),
    )
    expect(await pin('天目山路充电站')).toBeInTheDocument()
    for (const p of pins()) expect(p.textContent).not.toMatch(/ 0\//)
  })

  it('searches stations by name or address and opens the one picked', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    await pin('西湖文化广场充电站')
    await user.type(screen.getByRole('searchbox', { name: '搜索电站名称或地址' }), '机场')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    const results = await screen.findByRole('region', { name: '搜索结果' }, { timeout: 5000 })
    await user.click(within(results).getByRole('button', { name: /萧山国际机场P4充电站/ }))
    expect(screen.getByRole('region', { name: '萧山国际机场P4充电站' })).toBeInTheDocument()
    expect(view.centred.at(-1)).toMatchObject({ latitude: 30.235, longitude: 120.432 })
  })

  it('says the keyword it searched, not what was typed since; a blank search puts results away', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    await pin('西湖文化广场充电站')
    const box = screen.getByRole('searchbox', { name: '搜索电站名称或地址' })
    await user.type(box, 'xyz')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    const results = await screen.findByRole('region', { name: '搜索结果' }, { timeout: 5000 })
    expect(results).toHaveTextContent('50公里内没有找到“xyz”相关的电站')
    await user.clear(box)
    await user.type(box, '滨江')
    expect(results).toHaveTextContent('50公里内没有找到“xyz”相关的电站')
    await user.clear(box)
    await user.click(screen.getByRole('button', { name: '搜索' }))
    expect(screen.queryByRole('region', { name: '搜索结果' })).toBeNull()
  })

  it.each([
    ['cancel', MSG.locationCancelled],
    ['timeout', MSG.requestTimeout],
    ['unsupported', MSG.geolocationUnsupported],
  ])('a %s location: a short notice, the city centre and the stations', async (_, message) => {
    bridge.getLocation.mockRejectedValue(new Error(message))
    renderApp(PAGE)
    const notice = await screen.findByRole('status', {}, { timeout: 5000 })
    expect(notice).toHaveTextContent(message)
    expect(notice).toHaveTextContent('已为您显示市中心附近的电站')
    await waitFor(() => expect(pins()).toHaveLength(db.stations.length), { timeout: 5000 })
    const user = userEvent.setup()
    await user.click(await pin('天目山路充电站'))
    expect(screen.getByRole('region', { name: '天目山路充电站' })).toHaveTextContent(
      '距市中心 978m',
    )
    // 重新定位 asks again; now it works and the notice goes.
    bridge.getLocation.mockResolvedValue({ latitude: 30.2741, longitude: 120.1551 })
    await user.click(within(notice).getByRole('button', { name: '重新定位' }))
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
  })

  it('a map that cannot load: "Map load failed." and the stations as a list', async () => {
    view.mode = 'throw'
    renderApp(PAGE)
    const failed = await screen.findByText(MSG.mapLoadFailed, {}, { timeout: 5000 })
    // English in a Chinese page, marked so (WCAG 3.1.2); the Chinese beside it is not.
    expect(failed).toHaveAttribute('lang', 'en')
    expect(screen.getByText('地图暂时无法显示，已为您列出附近电站')).not.toHaveAttribute('lang')
    const list = await screen.findByRole('region', { name: '附近电站列表' })
    const rows = await within(list).findAllByRole('link')
    expect(rows[0]).toHaveAccessibleName(/^西湖文化广场充电站，0m/)
    expect(rows[0]).toHaveAttribute('href', '/packageMap/stationDetail?stationId=ST330101')
  })

  it('failing tiles: "Map load failed." while the markers stay', async () => {
    view.mode = 'tiles'
    renderApp(PAGE)
    expect(await screen.findByText(MSG.mapLoadFailed, {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(pins()).toHaveLength(db.stations.length), { timeout: 5000 })
  })

  it('a tile template that needs a key without one: "Map key not configured.", markers kept', async () => {
    const saved = { ...env }
    Object.assign(env, { mapTileUrl: 'https://t{s}.example.cn/{z}/{x}/{y}?key={key}', mapKey: '' })
    try {
      renderApp(PAGE)
      expect(await screen.findByText(MSG.mapKeyMissing)).toBeInTheDocument()
      expect(view.options?.tileUrl).toBeNull()
      await waitFor(() => expect(pins()).toHaveLength(db.stations.length), { timeout: 5000 })
    } finally {
      Object.assign(env, saved)
    }
  })

  it('asks for the position again every 30 s while shown, and stops when left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { router } = renderApp(PAGE)
      await pin('西湖文化广场充电站')
      const first = bridge.getLocation.mock.calls.length
      await act(() => vi.advanceTimersByTimeAsync(30_000))
      expect(bridge.getLocation.mock.calls.length).toBe(first + 1)
      await act(() => router.navigate('/packageMap/nearbyStationList'))
      const left = bridge.getLocation.mock.calls.length
      await act(() => vi.advanceTimersByTimeAsync(90_000))
      expect(bridge.getLocation.mock.calls.length).toBe(left)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the rush station’s id stable for the e2e', () => {
    expect(db.stations.find((s) => s.stationId === RUSH_STATION_ID)?.name).toBe(
      '武林广场地铁C口电单车棚',
    )
  })
})

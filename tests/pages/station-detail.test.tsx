import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { OFFLINE_STATION_ID, stationProfile } from '@/mocks/stations/seed'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const PAGE = '/packageMap/stationDetail?stationId=ST330105'

let bridge: ReturnType<typeof fakeBridge>
beforeEach(async () => {
  bridge = fakeBridge()
  setBridge(bridge)
  db.stationTrafficEpoch = Date.now()
  await loginThroughMock()
})
afterEach(() => {
  document.querySelectorAll('.adm-action-sheet-popup').forEach((el) => el.remove())
})

describe('station detail', () => {
  it('shows the station: hours, address, distance, phone, photos, parking, counts', async () => {
    renderApp(PAGE)
    expect(
      await screen.findByRole('heading', { name: '天目山路充电站' }, { timeout: 10000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('全天24小时')).toBeInTheDocument()
    expect(screen.getByText(/杭州市西湖区天目山路48号/)).toHaveTextContent('距您 978m')
    const profile = stationProfile('ST330105')
    const tel = screen.getByRole('link', { name: profile?.phone })
    expect(tel).toHaveAttribute('href', `tel:${profile?.phone}`)
    expect(screen.getAllByRole('img', { name: /天目山路充电站照片/ })).toHaveLength(2)
    expect(screen.getByText(profile?.parkingNote ?? '')).toBeInTheDocument()
    expect(screen.getByText(/^空闲 \d\/8$/, { selector: 'strong' })).toBeInTheDocument()
  })

  it('lists every pile with its live sockets/guns and a 选择 to charge on it', async () => {
    renderApp(PAGE)
    const bike = await screen.findByRole('article', { name: '1号电单车充电桩' }, { timeout: 10000 })
    expect(within(bike).getAllByRole('listitem')).toHaveLength(8)
    expect(within(bike).getByText('编号 11005001', { exact: false })).toBeInTheDocument()
    expect(within(bike).getByRole('link', { name: '选择1号电单车充电桩' })).toHaveAttribute(
      'href',
      '/pages/scan/scan?deviceId=11005001',
    )
    const car = screen.getByRole('article', { name: '1号直流快充桩' })
    expect(within(car).getAllByRole('listitem')).toHaveLength(2)
    expect(within(car).getByText(/汽车 · 60kW/)).toBeInTheDocument()
  })

  it('shows the price periods with the current one, and links to the price detail', async () => {
    renderApp(PAGE)
    await screen.findByRole('heading', { name: '收费标准' }, { timeout: 10000 })
    expect(screen.getByText('当前').closest('li')).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('link', { name: '查看电价明细' })).toHaveAttribute(
      'href',
      '/packageOrder/carTimeChargeDesc?deviceId=21005001',
    )
    expect(screen.getByText('¥0.40/小时')).toBeInTheDocument()
  })

  it('navigates with WeChat’s map inside WeChat', async () => {
    const user = userEvent.setup()
    const ua = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.50')
    renderApp(PAGE)
    await user.click(await screen.findByRole('button', { name: '导航' }, { timeout: 10000 }))
    await waitFor(() =>
      expect(bridge.openLocation).toHaveBeenCalledWith(
        expect.objectContaining({ latitude: 30.273, longitude: 120.145, name: '天目山路充电站' }),
      ),
    )
    ua.mockRestore()
  })

  it('outside WeChat offers 高德 / 百度 / 腾讯', async () => {
    const user = userEvent.setup()
    renderApp(PAGE)
    await user.click(await screen.findByRole('button', { name: '导航' }, { timeout: 10000 }))
    expect(await screen.findByText('高德地图', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText('百度地图')).toBeInTheDocument()
    expect(screen.getByText('腾讯地图')).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: '选择地图导航到「天目山路充电站」' }),
    ).toBeInTheDocument()
    expect(bridge.openLocation).not.toHaveBeenCalled()
    // An accessible modal (audit: antd's ActionSheet had options without a role's parent, not
    // reachable by Tab, no name, no Escape): a named dialog of real links and a 取消.
    const sheet = screen.getByRole('dialog', { name: '选择地图导航到「天目山路充电站」' })
    expect(sheet).toHaveAttribute('aria-modal', 'true')
    expect(within(sheet).getByRole('link', { name: '高德地图' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/uri\.amap\.com\/marker\?position=120\.145%2C30\.273/),
    )
    expect(within(sheet).getByRole('link', { name: '百度地图' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/api\.map\.baidu\.com\//),
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: '导航' })).toHaveFocus()
  })

  it('an offline station: its piles say so and offer no 选择', async () => {
    renderApp(`/packageMap/stationDetail?stationId=${OFFLINE_STATION_ID}`)
    expect(
      await screen.findByText('离线', { selector: '.station__state' }, { timeout: 10000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^选择/ })).toBeNull()
    expect(screen.getAllByText('暂不可用').length).toBeGreaterThan(0)
  })

  it('a bad or unknown station id, or a failed load, says so (with 重试)', async () => {
    const { unmount } = renderApp('/packageMap/stationDetail?stationId=%3Cscript%3E')
    expect(await screen.findByText('电站编号不正确')).toBeInTheDocument()
    unmount()
    const second = renderApp('/packageMap/stationDetail?stationId=ST999')
    expect(await screen.findByText('电站加载失败', {}, { timeout: 10000 })).toBeInTheDocument()
    expect(screen.getByText('电站不存在')).toBeInTheDocument()
    second.unmount()
    setFault('network:/station/station-detail')
    const user = userEvent.setup()
    renderApp(PAGE)
    expect(await screen.findByText('电站加载失败', {}, { timeout: 10000 })).toBeInTheDocument()
    setFault(null)
    await user.click(screen.getByRole('button', { name: '重试' }))
    expect(
      await screen.findByRole('heading', { name: '天目山路充电站' }, { timeout: 10000 }),
    ).toBeInTheDocument()
  })
})

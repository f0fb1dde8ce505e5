import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setFault } from '@/mocks/core/faults'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

const pricesOf = (deviceId: string) =>
  renderApp(`/packageOrder/carTimeChargeDesc?deviceId=${deviceId}`)

const ALL_DAY = [
  ['谷 00:00-08:00', '0.30', '0.40', '0.70'],
  ['平 08:00-10:00', '0.65', '0.40', '1.05'],
  ['峰 10:00-12:00', '0.95', '0.40', '1.35'],
  ['平 12:00-14:00', '0.65', '0.40', '1.05'],
  ['峰 14:00-17:00', '0.95', '0.40', '1.35'],
  ['尖 17:00-19:00', '1.20', '0.40', '1.60'],
  ['峰 19:00-21:00', '0.95', '0.40', '1.35'],
  ['平 21:00-23:00', '0.65', '0.40', '1.05'],
  ['谷 23:00-24:00', '0.30', '0.40', '0.70'],
]

/** The body rows as cell texts, with the '当前' badge taken out of the first cell. */
function bodyRows() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace('当前', '')),
    )
}

function currentRow() {
  const rows = within(screen.getByRole('table')).getAllByRole('row')
  const current = rows.filter((r) => r.getAttribute('aria-current') === 'true')
  expect(current).toHaveLength(1)
  return current[0]!
}

describe('price periods (carTimeChargeDesc)', () => {
  beforeEach(async () => {
    await loginThroughMock()
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => vi.useRealTimers())

  it('lists the day with electricity, service and total per kWh, marking the one in force', async () => {
    vi.setSystemTime(new Date(2026, 10, 22, 17, 30))
    pricesOf('20000001')
    expect(screen.getByLabelText('加载中')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '滨江星光大道充电站' })).toBeInTheDocument()
    expect(screen.getByText(/电价单位：元\/度/)).toBeInTheDocument()
    expect(bodyRows()).toEqual(ALL_DAY)
    const current = currentRow()
    expect(current).toHaveTextContent('尖 17:00-19:00当前')
    expect(within(current).getByText('当前')).toBeInTheDocument()
    expect(screen.getAllByText('当前')).toHaveLength(1)
  })

  it.each([
    [new Date(2026, 10, 22, 0, 0), '谷 00:00-08:00'],
    [new Date(2026, 10, 22, 9, 59), '平 08:00-10:00'],
    [new Date(2026, 10, 22, 10, 0), '峰 10:00-12:00'],
    [new Date(2026, 10, 22, 23, 59), '谷 23:00-24:00'],
  ])('at %s the current period is %s', async (now, period) => {
    vi.setSystemTime(now)
    pricesOf('20000001')
    await screen.findByRole('table')
    expect(currentRow()).toHaveTextContent(`${period}当前`)
  })

  it("a BIKE pile shows the server's message", async () => {
    const fb = spyFeedback()
    pricesOf('10000001')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('无法获取电价')
    expect(alert).toHaveTextContent('该设备不是汽车充电桩')
    expect(fb.toast).toHaveBeenCalledWith('该设备不是汽车充电桩')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('an unknown pile shows the server message', async () => {
    spyFeedback()
    pricesOf('99999999')
    expect(await screen.findByRole('alert')).toHaveTextContent('设备不存在，请核对电桩编号')
  })

  it('retry loads again after a failure', async () => {
    spyFeedback()
    setFault('code:/device/price-periods')
    pricesOf('20000001')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('模拟的业务错误')
    setFault(null)
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  it('without a deviceId says so', async () => {
    pricesOf('')
    expect(await screen.findByRole('alert')).toHaveTextContent('缺少电桩编号')
  })
})

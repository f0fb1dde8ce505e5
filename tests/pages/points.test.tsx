import { act, screen, waitFor, within, configure } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { POINTS_API } from '@/api/endpoints/points'
import { API_PREFIX } from '@/api/types'
import { db } from '@/mocks/core/db'
import { server } from '@/mocks/node'
import { ODDS_TOTAL, draw, setLotteryRandom } from '@/mocks/points/ledger'
import type { DrawResult, LotteryPrize } from '@/api/points-types'
import { LOTTERY_TEXT, resultText } from '@/pages/packageAddedValueCenter/pointsLottery'
import { spyFeedback } from '../utils/feedback'
import { withOffsetParent } from '../utils/layout'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { bodiesOf, countCalls } from '../utils/calls'

// The app's pages load on a shared, busy machine: give the first paint some room.
configure({ asyncUtilTimeout: 5000 })

const LOTTERY = '/packageAddedValueCenter/pointsLottery'
const realMatchMedia = window.matchMedia

/** prefers-reduced-motion: reduce (the prize is lit at once, no running light). */
function reduceMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: reduce && query.includes('reduce'),
      media: query,
    }) as MediaQueryList
}

const drawButton = () => screen.getByRole('button', { name: /立即抽奖|抽奖中/ })

describe('energy points centre (myPoints)', () => {
  withOffsetParent()
  beforeEach(async () => {
    await loginThroughMock({ isPhone: true })
  })

  it('shows the balance, the totals, the entries and the ledger with balances', async () => {
    renderApp('/packageAddedValueCenter/myPoints')
    const hero = await screen.findByRole('region', { name: '我的能量值' })
    await within(hero).findByText('1280')
    expect(within(hero).getByText(/累计获得 \d+ · 已使用 300/)).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: '能量值玩法' })
    expect(within(nav).getByRole('link', { name: /能量抽奖/ })).toHaveAttribute(
      'href',
      '/packageAddedValueCenter/pointsLottery',
    )
    expect(within(nav).getByRole('link', { name: /中奖记录/ })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: /抽奖规则/ })).toBeInTheDocument()
    expect(await screen.findByText('+7')).toBeInTheDocument()
    expect(screen.getAllByText('余额 1280')[0]).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: '使用' }))
    await screen.findAllByText('-100')
    expect(screen.queryByText('+7')).not.toBeInTheDocument()
  })
})

describe('energy lottery (pointsLottery)', () => {
  beforeEach(async () => {
    await loginThroughMock({ isPhone: true })
  })
  afterEach(() => {
    window.matchMedia = realMatchMedia
    setLotteryRandom(null)
  })

  it('shows the 3x3 grid: eight prizes round the draw button, the cost and the balance', async () => {
    reduceMotion(true)
    renderApp(LOTTERY)
    const grid = await screen.findByRole('group', { name: '奖品九宫格' })
    expect(within(grid).getByText('谢谢参与')).toBeInTheDocument()
    expect(within(grid).getByText('满20减5元券')).toBeInTheDocument()
    expect(within(grid).getByRole('button', { name: /立即抽奖/ })).toBeEnabled()
    expect(screen.getByText('100能量值/次')).toBeInTheDocument()
    expect(screen.getByText('1280')).toBeInTheDocument()
  })

  it('not enough points: a clear message, the button disabled, a link to how to earn', async () => {
    db.user.points = 60
    reduceMotion(true)
    const draws = countCalls(POINTS_API.draw)
    renderApp(LOTTERY)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(LOTTERY_TEXT.notEnough(100))
    expect(drawButton()).toBeDisabled()
    expect(within(alert).getByRole('link', { name: /如何获得能量值/ })).toHaveAttribute(
      'href',
      '/packageAddedValueCenter/pointLotterRules',
    )
    await userEvent.click(drawButton())
    expect(draws.count).toBe(0)
  })

  it('one draw at a time: two taps make one draw; it lands on the server prize', async () => {
    reduceMotion(false)
    setLotteryRandom(() => 2800 / ODDS_TOTAL) // P3: 满10减2元券
    const fb = spyFeedback()
    const draws = countCalls(POINTS_API.draw)
    renderApp(LOTTERY)
    await screen.findByRole('group', { name: '奖品九宫格' })
    const button = drawButton()
    act(() => {
      button.click()
      button.click()
    })
    await waitFor(() => expect(drawButton()).toBeDisabled())
    expect(drawButton()).toHaveTextContent('抽奖中…')
    await waitFor(() => expect(fb.alert).toHaveBeenCalled(), { timeout: 6000 })
    expect(draws.count).toBe(1)
    expect(fb.alert).toHaveBeenCalledWith('恭喜中奖', expect.stringContaining('满10减2元券'))
    const lit = screen
      .getByRole('group', { name: '奖品九宫格' })
      .querySelector('[aria-current="true"]')
    expect(lit).toHaveTextContent('满10减2元券')
    await waitFor(() => expect(screen.getByText('1180')).toBeInTheDocument())
    expect(screen.getByText(/今日还可抽 9 次/)).toBeInTheDocument()
    expect(drawButton()).toBeEnabled()
  }, 10000)

  it('left during the spin: the prize is not shown in a dialog over the next page', async () => {
    reduceMotion(false)
    const fb = spyFeedback()
    const draws = countCalls(POINTS_API.draw)
    const { router } = renderApp(LOTTERY)
    await screen.findByRole('group', { name: '奖品九宫格' })
    act(() => drawButton().click())
    await waitFor(() => expect(draws.count).toBe(1))
    await act(() => router.navigate('/pages/my/my'))
    // Longer than the spin: no prize dialog over 我的 (the prize is in 中奖记录).
    await new Promise((resolve) => setTimeout(resolve, 4000))
    expect(fb.alert).not.toHaveBeenCalled()
  }, 10000)

  it('a draw whose answer was lost is retried with the same requestId: points taken once (issue 24)', async () => {
    reduceMotion(true)
    setLotteryRandom(() => 0.5) // 谢谢参与
    spyFeedback()
    const draws = bodiesOf<{ requestId: string }>(POINTS_API.draw)
    // The server draws, then the answer is lost on the way back.
    server.use(
      http.post(
        `*${API_PREFIX}${POINTS_API.draw}`,
        async ({ request }) => {
          const { requestId } = (await request.json()) as { requestId: string }
          draw(requestId)
          return HttpResponse.error()
        },
        { once: true },
      ),
    )
    const before = db.user.points
    const drawsBefore = db.lotteryDraws.length
    renderApp(LOTTERY)
    await screen.findByRole('group', { name: '奖品九宫格' })
    await userEvent.click(drawButton())
    await waitFor(() => expect(drawButton()).toBeEnabled())
    expect(db.user.points).toBe(before - 100)
    await userEvent.click(drawButton())
    await waitFor(() => expect(draws).toHaveLength(2))
    await waitFor(() => expect(screen.getByText(String(before - 100))).toBeInTheDocument())
    expect(draws[1]?.requestId).toBe(draws[0]?.requestId)
    expect(db.user.points).toBe(before - 100)
    expect(db.lotteryDraws.length).toBe(drawsBefore + 1)

    // A new tap after the answer arrived is a new draw with a new id.
    await userEvent.click(drawButton())
    await waitFor(() => expect(draws).toHaveLength(3))
    expect(draws[2]?.requestId).not.toBe(draws[0]?.requestId)
    await waitFor(() => expect(db.user.points).toBe(before - 200))
  })

  it('draws until the points run out, then says so', async () => {
    db.user.points = 200
    reduceMotion(true)
    setLotteryRandom(() => 0.5) // 谢谢参与
    const fb = spyFeedback()
    renderApp(LOTTERY)
    await screen.findByRole('group', { name: '奖品九宫格' })
    for (const left of ['100', '0']) {
      await userEvent.click(drawButton())
      await waitFor(() => expect(screen.getByText(left)).toBeInTheDocument())
    }
    expect(fb.alert).toHaveBeenLastCalledWith('谢谢参与', expect.any(String))
    expect(screen.getByRole('alert')).toHaveTextContent(LOTTERY_TEXT.notEnough(100))
    expect(drawButton()).toBeDisabled()
  })
})

describe('win records and rules', () => {
  withOffsetParent()
  beforeEach(async () => {
    await loginThroughMock({ isPhone: true })
  })

  it('lists what was won, newest first', async () => {
    renderApp('/packageAddedValueCenter/pointsWinRecords')
    const items = await screen.findAllByText(/能量值$/, { selector: 'strong' })
    expect(items.map((i) => i.textContent)).toEqual(['100能量值', '30能量值'])
    expect(screen.getAllByText('已计入能量值')).toHaveLength(2)
  })

  it('the rules show the cost and the odds the server draws with', async () => {
    renderApp('/packageAddedValueCenter/pointLotterRules')
    const table = await screen.findByRole('table', { name: '奖品与中奖概率' })
    expect(within(table).getByRole('row', { name: /谢谢参与.*30%/ })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: /5元充电抵用券.*2%/ })).toBeInTheDocument()
    expect(screen.getAllByText(/每次抽奖消耗100能量值/).length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { name: /如何获得能量值/ })).toBeInTheDocument()
  })
})

describe('the result line', () => {
  const won = (prize: Partial<LotteryPrize>): DrawResult => ({
    winId: 'LW1',
    prize: {
      prizeId: 'P',
      name: '',
      prizeType: 'POINTS',
      value: 0,
      threshold: 0,
      odds: 1,
      ...prize,
    },
    slot: 0,
    balance: 0,
    drawsToday: 1,
    couponId: null,
    validTo: null,
  })

  it('names the prize once when its name says what it is, with the detail when it does not', () => {
    expect(resultText(won({ name: '100能量值', value: 100 })).text).toBe(
      '获得100能量值，已计入能量值',
    )
    const coupon = won({ name: '满10减2元券', prizeType: 'COUPON', value: 200, threshold: 1000 })
    expect(resultText({ ...coupon, validTo: '2026-12-31 23:59:59' }).text).toBe(
      '获得满10减2元券（满10.00元减2.00元），已放入“我的卡券”，有效期至2026-12-31',
    )
  })
})

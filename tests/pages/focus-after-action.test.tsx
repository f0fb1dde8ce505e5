import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { db } from '@/mocks/core/db'
import { setLotteryRandom } from '@/mocks/points/ledger'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/**
 * Accessibility audit, finding 7: after an in-place action whose button goes away (or is disabled),
 * focus must not fall to <body>. It goes to what now says the result, or to the next control, or
 * stays on the button when that stays; and the blind box says its result in one live region.
 */

const DETAIL = '/packageRedPacket/redPacketDetail?redPacketId='
const BLIND_BOX = '/packageRedPacket/blackBoxPage'
const LOTTERY = '/packageAddedValueCenter/pointsLottery'
const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]'

/**
 * Chromium blurs a focused control that becomes disabled (the focus ends up on the body), which is
 * what the audit saw; jsdom keeps it focused. This does what Chromium does. (jsdom's blur() does
 * nothing on a disabled control: focus is taken by an element that then leaves the page.)
 */
function blurWhenDisabled(): () => void {
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (target !== document.activeElement || !(target instanceof HTMLElement)) continue
      if (!target.matches(':disabled')) continue
      const sink = document.createElement('span')
      sink.tabIndex = -1
      document.body.append(sink)
      sink.focus()
      sink.remove()
    }
  })
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  })
  return () => observer.disconnect()
}

/** The live regions an element is said by: itself and its ancestors that are live. */
function liveRegionsOf(element: Element): Element[] {
  const regions: Element[] = []
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at.matches(LIVE)) regions.push(at)
  }
  return regions
}

/** How `element` was last focused: without a scroll jump, and only scrolled into view if needed. */
function expectFocusedQuietly(
  focus: ReturnType<typeof vi.spyOn>,
  scroll: ReturnType<typeof vi.spyOn>,
  element: Element,
) {
  const at = focus.mock.contexts.lastIndexOf(element)
  expect(focus.mock.calls[at]).toEqual([{ preventScroll: true }])
  const scrolled = scroll.mock.contexts.lastIndexOf(element)
  expect(scroll.mock.calls[scrolled]).toEqual([{ block: 'nearest' }])
}

let stopBlurring: () => void = () => {}
let focus: ReturnType<typeof vi.spyOn>
let scroll: ReturnType<typeof vi.spyOn>

beforeEach(async () => {
  await loginThroughMock({ isPhone: true })
  stopBlurring = blurWhenDisabled()
  focus = vi.spyOn(HTMLElement.prototype, 'focus')
  scroll = vi.spyOn(Element.prototype, 'scrollIntoView')
})
afterEach(() => {
  stopBlurring()
  focus.mockRestore()
  scroll.mockRestore()
})

describe('红包详情: 開', () => {
  it('keeps focus on the coin while it spins, then takes it to the amount won', async () => {
    spyFeedback()
    const { queryClient } = renderApp(`${DETAIL}RP20261123001`)
    const coin = await screen.findByRole('button', { name: '拆红包' })
    await userEvent.click(coin)
    expect(coin).toHaveAttribute('aria-busy', 'true')
    expect(coin).toHaveFocus()

    const text = await screen.findByText('恭喜你抢到红包', {}, { timeout: 4000 })
    const result = text.closest('[role="status"]')
    expect(result).toHaveTextContent(/^\d+\.\d{2}元恭喜你抢到红包/)
    await waitFor(() => expect(result).toHaveFocus())
    expectFocusedQuietly(focus, scroll, result!)

    // Once, not on every render: focus moved on by the user stays where it is after a refresh.
    const square = screen.getAllByRole('link', { name: '去红包广场' })[0]!
    act(() => square.focus())
    await act(() => queryClient.invalidateQueries())
    expect(square).toHaveFocus()
  })

  it('a packet found sold out: focus goes to the line that says so', async () => {
    const fb = spyFeedback()
    renderApp(`${DETAIL}RP20261123001`)
    const coin = await screen.findByRole('button', { name: '拆红包' })
    db.redPackets.find((p) => p.redPacketId === 'RP20261123001')!.status = 'SOLD_OUT'
    await userEvent.click(coin)
    await waitFor(() => expect(fb.toast).toHaveBeenCalledWith('手慢了，红包已抢完'))
    const line = await screen.findByRole('status')
    expect(line).toHaveTextContent('手慢了，红包已抢完')
    await waitFor(() => expect(line).toHaveFocus())
    expect(coin).not.toBeInTheDocument()
  })
})

describe('盲盒: 立即开启 and 立即领取', () => {
  it('focus follows the box: result, 立即领取, result again; one live region', async () => {
    spyFeedback()
    renderApp(BLIND_BOX)
    await screen.findByRole('heading', { name: '充电满额盲盒' })
    await userEvent.click(screen.getByRole('button', { name: '立即开启' }))

    const opening = await screen.findByText('盲盒开启中…')
    // Said once: the text sits in one live region, not in two nested ones.
    const regions = liveRegionsOf(opening)
    expect(regions).toHaveLength(1)
    const result = regions[0]!
    await waitFor(() => expect(result).toHaveFocus())
    expectFocusedQuietly(focus, scroll, result)

    const claim = await screen.findByRole('button', { name: '立即领取' }, { timeout: 5000 })
    await waitFor(() => expect(claim).toHaveFocus())
    expect(liveRegionsOf(screen.getByText(/^恭喜获得/))).toEqual([result])

    await userEvent.click(claim)
    const done = await screen.findByText('已领取')
    expect(liveRegionsOf(done)).toEqual([result])
    await waitFor(() => expect(result).toHaveFocus())
    expect(result.querySelectorAll(LIVE)).toHaveLength(0)
  }, 10000)
})

describe('能量抽奖: 立即抽奖', () => {
  const realMatchMedia = window.matchMedia
  beforeEach(() => {
    // prefers-reduced-motion: the prize is lit at once, no running light to wait for.
    window.matchMedia = (query: string) =>
      ({
        ...realMatchMedia(query),
        matches: query.includes('reduce'),
        media: query,
      }) as MediaQueryList
    setLotteryRandom(() => 0.5) // 谢谢参与
  })
  afterEach(() => {
    window.matchMedia = realMatchMedia
    setLotteryRandom(null)
  })

  const drawButton = () => screen.getByRole('button', { name: /立即抽奖|抽奖中/ })

  it('the button stays: focus is back on it once the draw is over', async () => {
    const fb = spyFeedback()
    renderApp(LOTTERY)
    await screen.findByRole('group', { name: '奖品九宫格' })
    const button = drawButton()
    await userEvent.click(button)
    await waitFor(() => expect(fb.alert).toHaveBeenCalledWith('谢谢参与', expect.any(String)))
    await waitFor(() => expect(button).toBeEnabled())
    await waitFor(() => expect(button).toHaveFocus())
    expectFocusedQuietly(focus, scroll, button)
  })

  it('the last draw the points allow: focus goes to the line with the result', async () => {
    db.user.points = 100
    const fb = spyFeedback()
    renderApp(LOTTERY)
    await screen.findByRole('group', { name: '奖品九宫格' })
    await userEvent.click(drawButton())
    await waitFor(() => expect(fb.alert).toHaveBeenCalled())
    expect(await screen.findByRole('alert')).toHaveTextContent('能量值不足')
    expect(drawButton()).toBeDisabled()
    const line = screen.getByText(/^谢谢参与：/)
    await waitFor(() => expect(line).toHaveFocus())
  })
})

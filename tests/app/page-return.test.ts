import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPlaces, keepPlaces, showing } from '@/app/page-return'
import { returnTo as restore } from '@/app/page-restore'

/** The user is on the entry `key` (its location: '/' and the key). */
const enter = (key: string) => showing(key, `/${key}`)

/** Back to the entry `key`: false when no place was kept for it (opened before a reload). */
function returnTo(key: string, focus: (control: HTMLElement | null) => void): boolean {
  const place = enter(key)
  if (place) restore(place, focus)
  return place !== undefined
}

/** Back to `key` on a page already tall enough: the control handed to focus (null: none). */
function handedBack(key: string): HTMLElement | null | undefined {
  const focus = vi.fn<(control: HTMLElement | null) => void>()
  returnTo(key, focus)
  return focus.mock.calls[0]?.[0]
}

/** The list left 900 px down, back again while it is `tall` px tall, drawn as `html`. */
function leaveListThenShow(tall: number, html: string) {
  page(orders(20))
  enter('list')
  scrollBy(900)
  height = tall
  page(html)
}

/** jsdom lays nothing out: the page's height and its scroll are set by the test. */
let height = 0
let y = 0
/** The scroll the page is sent to (its last argument: the y of `scrollTo(x, y)`). */
const scrollTo = vi.fn<(x: number, y: number) => void>()

function page(html: string) {
  document.body.innerHTML = `<header class="app-nav"><button>返回</button><h1>订单中心</h1></header><main>${html}</main>`
}
const orders = (n: number) =>
  Array.from({ length: n }, (_, i) => `<a href="#/order?id=${i}">订单 ${i}</a>`).join('')

/** The user scrolls to `top` (the browser's scroll event). */
function scrollBy(top: number) {
  y = top
  window.dispatchEvent(new Event('scroll'))
}

let stop = () => {}
let spy: { mockRestore: () => void } | undefined
const real = (['scrollY', 'innerHeight'] as const).map(
  (key) => [key, Object.getOwnPropertyDescriptor(window, key)] as const,
)
beforeEach(() => {
  height = 3000
  y = 0
  scrollTo.mockReset()
  // Set on this window and taken away after (the file shares its environment with others).
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 640 })
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => height,
  })
  spy = vi.spyOn(window, 'scrollTo').mockImplementation((x: number, top: number) => {
    scrollTo(x, top)
    y = top
  })
  stop = keepPlaces()
})
afterEach(() => {
  stop()
  vi.useRealTimers()
  spy?.mockRestore()
  for (const [key, descriptor] of real)
    if (descriptor) Object.defineProperty(window, key, descriptor)
  Reflect.deleteProperty(document.documentElement, 'scrollHeight')
  document.body.innerHTML = ''
})

describe('back to a page: where it was left', () => {
  it('takes over from the browser, which restores while the page left is still shown', () => {
    expect(history.scrollRestoration).toBe('manual')
  })

  it('scrolls back and hands over the link that opened the next page', () => {
    page(orders(20))
    enter('list')
    scrollBy(900)
    document.querySelector<HTMLElement>('a[href="#/order?id=7"]')!.focus()
    // The next page: its own scroll from the top, kept for it and not for the list.
    enter('detail')
    page('<p>订单详情</p>')
    scrollBy(120)

    page(orders(20))
    const focus = vi.fn()
    expect(returnTo('list', focus)).toBe(true)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900)
    expect(focus).toHaveBeenCalledWith(document.querySelector('a[href="#/order?id=7"]'))
    expect(returnTo('detail', vi.fn())).toBe(true)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120)
  })

  it('finds a control other than a link by its place among the page’s controls', () => {
    page('<button>全部</button><button>充电中</button><input aria-label="搜索">')
    enter('list')
    document.querySelectorAll('button')[1]!.focus()
    page('<button>全部</button><button>充电中</button><input aria-label="搜索">')
    expect(handedBack('list')).toBe(document.querySelectorAll('button')[1])
  })

  it('keeps the link or button tapped: a tap gives it no focus in WebKit (iOS)', () => {
    page(`<input aria-label="邮箱">${orders(5)}`)
    enter('list')
    document.querySelector<HTMLElement>('input')!.focus()
    // A tap without focus: the click alone.
    document.querySelector<HTMLElement>('a[href="#/order?id=3"]')!.click()
    page(`<input aria-label="邮箱">${orders(5)}`)
    expect(handedBack('list')).toBe(document.querySelector('a[href="#/order?id=3"]'))
  })

  it('gives no text field focus back (on a phone that brings up the keyboard)', () => {
    page(`<input aria-label="邮箱">${orders(2)}`)
    enter('form')
    document.querySelector<HTMLElement>('input')!.focus()
    expect(handedBack('form')).toBeNull()
  })

  it('keeps a place for its location only: an entry the router did not make reuses a key', () => {
    page(orders(20))
    showing('default', '/list')
    scrollBy(900)
    expect(showing('default', '/packageMine/privacy')).toBeUndefined()
    expect(showing('default', '/list')).toMatchObject({ at: '/list', y: 900 })
  })

  it('reads the place as it was left: a scroll the page shown causes is kept for it from then', () => {
    page(orders(20))
    enter('list')
    scrollBy(900)
    const place = enter('list')
    // The browser cuts the page's scroll to its new height before it is placed.
    scrollBy(200)
    expect(place).toMatchObject({ y: 900 })
    expect(enter('list')).toMatchObject({ y: 200 })
  })

  it('forgets every place (each test is a visit of its own)', () => {
    page(orders(3))
    enter('list')
    scrollBy(100)
    forgetPlaces()
    expect(enter('list')).toBeUndefined()
  })

  it('hands over null when the control is gone (the title takes focus instead)', () => {
    page(orders(3))
    enter('list')
    document.querySelector<HTMLElement>('a[href="#/order?id=2"]')!.focus()
    page(orders(2))
    expect(handedBack('list')).toBeNull()
  })

  it('does not keep focus outside the page (the nav bar) as its control', () => {
    page(orders(3))
    enter('list')
    document.querySelector<HTMLElement>('a[href="#/order?id=1"]')!.focus()
    document.querySelector<HTMLElement>('header button')!.focus()
    expect(handedBack('list')).toBeNull()
  })

  it('keeps nothing for a page left before a reload: the caller starts it at its top', () => {
    page(orders(3))
    expect(returnTo('never-seen', vi.fn())).toBe(false)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('waits for the page to be tall enough again (its data coming), from its top', async () => {
    page(orders(20))
    enter('list')
    scrollBy(900)
    document.querySelector<HTMLElement>('a[href="#/order?id=15"]')!.focus()
    // Back, while the list is still loading: the page is short.
    height = 640
    page('<div class="skeleton"></div>')
    const focus = vi.fn()
    returnTo('list', focus)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
    expect(focus).not.toHaveBeenCalled()
    height = 3000
    document.querySelector('main')!.innerHTML = orders(20)
    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 900))
    expect(focus).toHaveBeenCalledWith(document.querySelector('a[href="#/order?id=15"]'))
  })

  it('gives up waiting after 2 s: as far down as the page goes', () => {
    vi.useFakeTimers()
    leaveListThenShow(1000, orders(5))
    const focus = vi.fn()
    returnTo('list', focus)
    vi.advanceTimersByTime(2000)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 360)
    expect(focus).toHaveBeenCalledWith(null)
  })

  it('stops waiting when the page is left meanwhile: nothing lands on the next page', async () => {
    leaveListThenShow(640, '')
    const focus = vi.fn()
    const place = enter('list')
    const stopWaiting = place ? restore(place, focus) : () => {}
    stopWaiting()
    height = 3000
    document.querySelector('main')!.innerHTML = orders(20)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
    expect(focus).not.toHaveBeenCalled()
  })

  it('stops waiting once the user moves: no jump under their finger', () => {
    vi.useFakeTimers()
    leaveListThenShow(640, '')
    const focus = vi.fn()
    returnTo('list', focus)
    window.dispatchEvent(new Event('touchstart'))
    height = 3000
    vi.advanceTimersByTime(3000)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
    expect(focus).not.toHaveBeenCalled()
  })
})

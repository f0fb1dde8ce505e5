import { afterAll, beforeAll } from 'vitest'

/**
 * jsdom has no layout, and antd-mobile's InfiniteScroll bails out without an offsetParent. Call in a
 * describe block to give every element its parent as offsetParent, so "reached the bottom" works.
 */
export function withOffsetParent(): void {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentNode
      },
    })
  })
  afterAll(() => {
    delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent
  })
}

import { waitFor } from '@testing-library/react'

/** antd-mobile popups ignore pointers until their opening animation ends, as a user would see. */
export async function whenClickable(element: HTMLElement): Promise<HTMLElement> {
  await waitFor(
    () => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        expect(getComputedStyle(node).pointerEvents).not.toBe('none')
      }
    },
    { timeout: 5000 },
  )
  return element
}

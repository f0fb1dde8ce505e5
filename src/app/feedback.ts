import { Dialog, Toast, unstableSetRender } from 'antd-mobile'
import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { setFeedback } from '@/api/feedback'
import { TOAST_DURATION_MS } from '@/lib/constants'

// antd-mobile 5 on React 19: its imperative Toast and Dialog render nothing until it is given a
// createRoot-based renderer. Roots are kept in a WeakMap, not on the container (FOOTGUNS).
const roots = new WeakMap<Element | DocumentFragment, Root>()

export function installAntdRenderer(): void {
  unstableSetRender((node: ReactElement, container: Element | DocumentFragment) => {
    let root = roots.get(container)
    if (!root) {
      root = createRoot(container)
      roots.set(container, root)
    }
    root.render(node)
    return async () => {
      await Promise.resolve()
      root.unmount()
      roots.delete(container)
    }
  })
}

/** The client's user feedback, drawn with antd-mobile. Text is passed as text, never as HTML. */
export function installFeedback(): void {
  setFeedback({
    showLoading: () =>
      Toast.show({ icon: 'loading', content: '加载中…', duration: 0, maskClickable: false }),
    hideLoading: () => Toast.clear(),
    toast: (text) => Toast.show({ content: text, duration: TOAST_DURATION_MS }),
    alert: (title, text) => Dialog.alert({ title, content: text, confirmText: '我知道了' }),
  })
}

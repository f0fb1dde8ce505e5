import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { setFeedback } from '@/api/feedback'
import { TOAST_DURATION_MS } from '@/lib/constants'

// antd-mobile 5 on React 19: its imperative Toast and Dialog render nothing until it is given a
// createRoot-based renderer. Roots are kept in a WeakMap, not on the container (FOOTGUNS).
// Imported from the ES module path, the same instance the lazily loaded Toast and Dialog use.
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

// Toast and Dialog (with their animation library) load on first use, not with the first screen.
const toastModule = () => import('antd-mobile/es/components/toast').then((m) => m.default)
const dialogModule = () => import('antd-mobile/es/components/dialog').then((m) => m.default)

/** The client's user feedback, drawn with antd-mobile. Text is passed as text, never as HTML. */
export function installFeedback(): void {
  let loadingWanted = false
  setFeedback({
    showLoading: () => {
      loadingWanted = true
      void toastModule().then((Toast) => {
        if (loadingWanted) {
          Toast.show({ icon: 'loading', content: '加载中…', duration: 0, maskClickable: false })
        }
      })
    },
    hideLoading: () => {
      loadingWanted = false
      void toastModule().then((Toast) => Toast.clear())
    },
    toast: (text) =>
      void toastModule().then((Toast) =>
        Toast.show({ content: text, duration: TOAST_DURATION_MS }),
      ),
    alert: (title, text) =>
      dialogModule().then((Dialog) =>
        Dialog.alert({ title, content: text, confirmText: '我知道了' }),
      ),
    confirm: (title, text, confirmText = '确定') =>
      dialogModule().then((Dialog) =>
        Dialog.confirm({ title, content: text, confirmText, cancelText: '取消' }),
      ),
  })
}

import { setFeedback } from '@/api/feedback'
import { loadDialog, loadToast } from '@/components/antd-imperative'
import { TOAST_DURATION_MS } from '@/lib/constants'

export { installAntdRenderer } from '@/components/antd-imperative'

/** The client's user feedback, drawn with antd-mobile. Text is passed as text, never as HTML. */
export function installFeedback(): void {
  let loadingWanted = false
  setFeedback({
    showLoading: () => {
      loadingWanted = true
      void loadToast().then((Toast) => {
        if (loadingWanted) {
          Toast.show({ icon: 'loading', content: '加载中…', duration: 0, maskClickable: false })
        }
      })
    },
    hideLoading: () => {
      loadingWanted = false
      void loadToast().then((Toast) => Toast.clear())
    },
    toast: (text) =>
      void loadToast().then((Toast) => Toast.show({ content: text, duration: TOAST_DURATION_MS })),
    alert: (title, text) =>
      loadDialog().then((Dialog) =>
        Dialog.alert({ title, content: text, confirmText: '我知道了' }),
      ),
    confirm: (title, text, confirmText = '确定') =>
      loadDialog().then((Dialog) =>
        Dialog.confirm({ title, content: text, confirmText, cancelText: '取消' }),
      ),
  })
}

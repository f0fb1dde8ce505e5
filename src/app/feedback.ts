import { setFeedback } from '@/api/feedback'
import { loadDialog, loadToast } from '@/components/antd-imperative'
import { TOAST_DURATION_MS } from '@/lib/constants'
import { MSG } from '@/lib/messages'

export { installAntdRenderer } from '@/components/antd-imperative'

/** The client's user feedback, drawn with antd-mobile. Text is passed as text, never as HTML. */
export function installFeedback(): void {
  toastRegion()
  setFeedback({
    showLoading: () => loadingOverlay(true),
    hideLoading: () => loadingOverlay(false),
    toast: (text) =>
      void loadToast().then((Toast) =>
        Toast.show({ content: text, duration: TOAST_DURATION_MS, getContainer: toastRegion }),
      ),
    // A dialog is named by its title (axe aria-dialog-name): antd-mobile puts role="dialog" on it
    // but does not tie the title to it.
    alert: (title, text) =>
      loadDialog().then((Dialog) =>
        Dialog.alert({ title, 'aria-label': title, content: text, confirmText: '我知道了' }),
      ),
    confirm: (title, text, confirmText = '确定') =>
      loadDialog().then((Dialog) =>
        Dialog.confirm({
          title,
          'aria-label': title,
          content: text,
          confirmText,
          cancelText: '取消',
        }),
      ),
  })
}

/**
 * The shared loading overlay (the client shows it after 200 ms): a few lines of DOM and CSS, so a
 * slow first call does not pull the toast library onto the first screen.
 */
function loadingOverlay(show: boolean): void {
  let el = document.getElementById('app-loading')
  if (!show) {
    el?.remove()
    return
  }
  if (el) return
  el = document.createElement('div')
  el.id = 'app-loading'
  el.className = 'app-loading'
  el.setAttribute('role', 'status')
  const box = document.createElement('span')
  box.className = 'app-loading__box'
  const spin = document.createElement('span')
  spin.className = 'app-loading__spin'
  box.append(spin, MSG.loading)
  el.append(box)
  document.body.append(el)
}

/**
 * Toasts say the refusals ('该插座正在使用中', '订单未支付！'), and antd-mobile draws each under a
 * mask it marks aria-hidden, so a screen reader heard none of them. They are drawn into one live
 * region that is in the page before any toast (a region added with its text is not reliably read),
 * and the mask's aria-hidden is lifted as it comes in. `aria-live` without a role: the region is
 * no `status` of its own for anything that looks for one, and is empty between toasts. Looked up at
 * each toast, so a region taken out of the page (a test's clean-up) is put back.
 */
function toastRegion(): HTMLElement {
  const existing = document.getElementById('app-toasts')
  if (existing) return existing
  const region = document.createElement('div')
  region.id = 'app-toasts'
  region.setAttribute('aria-live', 'polite')
  // Above every dialog and sheet (antd-mobile's are z-index 1000, and opened later, so they would
  // win a tie), below the loading overlay (2000): a toast said over a popup is seen.
  region.style.position = 'relative'
  region.style.zIndex = '1001'
  new MutationObserver(() => {
    for (const hidden of region.querySelectorAll('[aria-hidden="true"]')) {
      hidden.removeAttribute('aria-hidden')
    }
  }).observe(region, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-hidden'],
  })
  document.body.append(region)
  return region
}

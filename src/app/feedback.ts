import { setFeedback } from '@/api/feedback'
import { loadDialog, loadToast } from '@/components/antd-imperative'
import { TOAST_DURATION_MS } from '@/lib/constants'
import { MSG } from '@/lib/messages'
import type { DialogSpec } from './feedback-dialog'

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
    // antd-mobile's Dialog.alert and Dialog.confirm, drawn the same, as accessible modals
    // (src/app/feedback-dialog.ts).
    alert: (title, text) =>
      askDialog({ title, text, actions: [{ key: 'confirm', text: '我知道了' }] }).then(noop),
    confirm: (title, text, confirmText = '确定') =>
      askDialog({
        title,
        text,
        actions: [
          { key: 'cancel', text: '取消' },
          { key: 'confirm', text: confirmText, bold: true },
        ],
      }).then((key) => key === 'confirm'),
  })
}

const noop = () => undefined

// The dialogs' code loads with the first one, not with the first screen.
let dialogs: typeof import('./feedback-dialog') | undefined
let seen: { key: string; pathname: string } | undefined
let pagesLeft = 0

/**
 * A question in an accessible modal (./feedback-dialog.ts): the key of the button pressed, or null
 * when dismissed. The client's alert and confirm, and the demo's cashier (src/main.tsx).
 */
export function askDialog(spec: DialogSpec): Promise<string | null> {
  const asked = pagesLeft
  return Promise.all([loadDialog(), import('./feedback-dialog')]).then(([Dialog, code]) => {
    dialogs = code
    // Asked on a page left while its code was loading: never shown, as if dismissed.
    return asked === pagesLeft ? code.showDialog(Dialog, spec) : null
  })
}

/**
 * The app shell reports every location (src/app/root-layout.tsx). When the user leaves the page
 * (Back, a link, any navigation to another path), every dialog open closes: an alert as dismissed,
 * a confirmation as not confirmed. One asked on a page must never act on the next one (a card
 * deleted from 我的). A page that replaces its own URL (the choices it keeps there, as the payment
 * and top-up forms do) has not been left: a tap on a choice just before 充值 must not cancel it.
 */
export function followLocation(key: string, pathname: string, replaced: boolean): void {
  // Another path is another page even under the same key (entries a hand-typed hash made all have
  // the key 'default'); the same path under a new key is one too, unless the page replaced its URL.
  if (seen && (pathname !== seen.pathname || (key !== seen.key && !replaced))) {
    pagesLeft += 1
    dialogs?.closeDialogs()
  }
  seen = { key, pathname }
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

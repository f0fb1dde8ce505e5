/**
 * What the client shows the user. The app installs the real UI (antd-mobile Toast and Dialog) at
 * start; tests install spies. Keeping it an interface keeps antd-mobile out of the data layer.
 */
export interface Feedback {
  showLoading: () => void
  hideLoading: () => void
  toast: (text: string) => void
  alert: (title: string, text: string) => Promise<void>
  /** Before money moves or something cannot be undone: resolves true when confirmed. */
  confirm: (title: string, text: string, confirmText?: string) => Promise<boolean>
}

const silent: Feedback = {
  showLoading: () => {},
  hideLoading: () => {},
  toast: () => {},
  alert: async () => {},
  confirm: async () => false,
}

let current: Feedback = silent

export function setFeedback(next: Feedback): void {
  current = next
}

export function feedback(): Feedback {
  return current
}

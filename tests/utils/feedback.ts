import { vi } from 'vitest'
import { setFeedback, type Feedback } from '@/api/feedback'

/** Installs spies as the client's feedback and returns them. */
export function spyFeedback() {
  const spies = {
    showLoading: vi.fn<Feedback['showLoading']>(),
    hideLoading: vi.fn<Feedback['hideLoading']>(),
    toast: vi.fn<Feedback['toast']>(),
    alert: vi.fn<Feedback['alert']>(async () => {}),
    confirm: vi.fn<Feedback['confirm']>(async () => true),
  }
  setFeedback(spies)
  return spies
}

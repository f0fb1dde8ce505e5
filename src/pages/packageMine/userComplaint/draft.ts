import type { ComplaintType } from '@/api/types'
import { isComplaintType } from '@/lib/complaint-labels'
import { appStore, type PersistedState } from '@/store'
import type { Uploaded } from './use-uploads'

/** The stored draft (store key `complaintDraft`): choices, text and files already uploaded. */
export type ComplaintDraft = NonNullable<PersistedState['complaintDraft']>

export interface DraftValues {
  type: ComplaintType | null
  orderId: string
  content: string
  mobile: string
  images: Uploaded[]
  sound: Uploaded | null
}

const nameOf = (url: string, index: number) => {
  const last = decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '')
  return last && !last.includes(':') ? last : `图片${index + 1}`
}

export function readDraft(): DraftValues | null {
  const draft = appStore.get().complaintDraft
  if (!draft) return null
  return {
    type: isComplaintType(draft.type) ? draft.type : null,
    orderId: draft.orderId,
    content: draft.content,
    mobile: draft.mobile,
    images: draft.images.map((url, i) => ({ url, name: nameOf(url, i) })),
    sound: draft.sound,
  }
}

const isEmpty = (v: DraftValues) =>
  !v.type && !v.orderId && !v.content && !v.mobile && v.images.length === 0 && !v.sound

/** Saves the draft; an empty form stores nothing. */
export function saveDraft(values: DraftValues): void {
  const next: ComplaintDraft | null = isEmpty(values)
    ? null
    : {
        type: values.type ?? '',
        orderId: values.orderId,
        content: values.content,
        mobile: values.mobile,
        images: values.images.map((i) => i.url),
        sound: values.sound,
      }
  const current = appStore.get().complaintDraft
  if (JSON.stringify(current) !== JSON.stringify(next)) appStore.set({ complaintDraft: next })
}

export function clearDraft(): void {
  appStore.set({ complaintDraft: null })
}

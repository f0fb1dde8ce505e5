/** Complaints (DESIGN §7 "complaint with up to 9 images and one mp3"), designed here: docs/API.md. */
import type { ComplaintStatus, ComplaintType } from '@/lib/complaint-labels'
import type { PageQuery } from './envelope'

export type { ComplaintStatus, ComplaintType } from '@/lib/complaint-labels'

export interface ComplaintSubmitRequest {
  type: ComplaintType
  /** The order it is about, one of the user's. */
  orderId?: string
  /** 10-500 characters. */
  content: string
  /** The contact phone: 1[2-9] plus 9 digits. */
  mobile: string
  /** At most 9 URLs answered by ad-pict-upload. */
  images: string[]
  /** A URL answered by ad-sound-upload. */
  sound?: string
}

export interface ComplaintSubmitResult {
  complaintId: string
}

export type ComplaintListRequest = PageQuery

export interface Complaint {
  complaintId: string
  type: ComplaintType
  orderId: string | null
  orderNo: string | null
  /** Plain text (rendered as text). */
  content: string
  /** Masked: 138****5678. */
  mobile: string
  images: string[]
  sound: string | null
  status: ComplaintStatus
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
  /** The operator's answer once REPLIED (plain text), else null. */
  reply: string | null
  replyTime: string | null
}

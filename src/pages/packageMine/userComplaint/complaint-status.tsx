import type { ComplaintStatus } from '@/api/types'
import { COMPLAINT_STATUS_TEXT } from '@/lib/complaint-labels'

export function StatusTag({ status }: { status: ComplaintStatus }) {
  return (
    <span className={`uc-status-tag uc-status-tag--${status.toLowerCase()}`}>
      {COMPLAINT_STATUS_TEXT[status] ?? status}
    </span>
  )
}

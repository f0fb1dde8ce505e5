import { complaintQueries } from '@/api/complaints'
import type { Complaint } from '@/api/types'
import { ListBlock } from '@/components/list-block'
import { COMPLAINT_TYPE_TEXT } from '@/lib/complaint-labels'
import { StatusTag } from './complaint-status'

function ComplaintCard({ complaint, onOpen }: { complaint: Complaint; onOpen: () => void }) {
  return (
    <button type="button" className="uc-item" onClick={onOpen} aria-haspopup="dialog">
      <span className="uc-item__top">
        <span className="uc-item__type">{COMPLAINT_TYPE_TEXT[complaint.type] ?? '投诉'}</span>
        <StatusTag status={complaint.status} />
      </span>
      <span className="uc-item__text">{complaint.content}</span>
      {complaint.status === 'REPLIED' && complaint.reply && (
        <span className="uc-item__reply">
          <span className="uc-item__clamp">
            <strong>客服回复：</strong>
            {complaint.reply}
          </span>
        </span>
      )}
      <span className="uc-item__meta">
        <time dateTime={complaint.createTime}>{complaint.createTime.slice(0, 16)}</time>
        {complaint.orderNo && <span>订单 {complaint.orderNo}</span>}
      </span>
    </button>
  )
}

/** "我的投诉": the user's complaints with their status and, once answered, the reply. */
export function MyComplaints({ onOpen }: { onOpen: (complaintId: string) => void }) {
  return (
    <ListBlock
      source={complaintQueries.list()}
      itemKey={(c) => c.complaintId}
      renderItem={(c) => <ComplaintCard complaint={c} onOpen={() => onOpen(c.complaintId)} />}
      emptyTitle="暂无投诉记录"
      emptyDescription="提交的投诉和客服的回复会显示在这里"
    />
  )
}

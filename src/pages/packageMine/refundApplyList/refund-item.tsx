import type { RefundApplication } from '@/api/wallet-types'
import { REFUND_APPLY_STATUS_TEXT } from '@/lib/card-labels'
import { formatYuan } from '@/lib/money'

/** One application: state, amount, where from and to, the reason, and the times of each step. */
export function RefundItem({ refund }: { refund: RefundApplication }) {
  const status = String(refund.status).toLowerCase()
  const statusText = REFUND_APPLY_STATUS_TEXT[refund.status] ?? '处理中'
  return (
    <article
      className="refunds__item"
      aria-label={`退款 ${formatYuan(refund.amount)} ${statusText}`}
    >
      <div className="refunds__row">
        <strong className="refunds__amount">{formatYuan(refund.amount)}</strong>
        <span className={`refunds__status refunds__status--${status}`}>{statusText}</span>
      </div>
      <p className="refunds__meta">退款来源：{refund.title}</p>
      <p className="refunds__meta">收款银行卡：{refund.bankLabel}</p>
      <p className="refunds__meta">退款原因：{refund.reason}</p>
      {refund.status === 'REJECTED' && refund.rejectReason && (
        <p className="refunds__reject">驳回原因：{refund.rejectReason}</p>
      )}
      <ol className="refunds__steps" aria-label="处理进度">
        <li className="refunds__step--done">申请 {refund.createTime}</li>
        {refund.auditTime && (
          <li className="refunds__step--done">
            {refund.status === 'REJECTED' ? '驳回' : '审核通过'} {refund.auditTime}
          </li>
        )}
        {refund.paidTime && <li className="refunds__step--done">打款 {refund.paidTime}</li>}
        {refund.status === 'PENDING' && <li>等待审核，一般1个工作日内完成</li>}
        {refund.status === 'APPROVED' && <li>等待打款，到账时间以银行为准</li>}
      </ol>
    </article>
  )
}

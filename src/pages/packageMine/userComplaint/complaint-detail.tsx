import { useQuery } from '@tanstack/react-query'
import { Link } from '@/components/link'
import { ModalSheet } from '@/components/modal/sheet'
import { complaintQueries } from '@/api/complaints'
import type { Complaint } from '@/api/types'
import { LoadError } from '@/components/state-block/load-error'
import { StaleNote } from '@/components/state-block/stale-note'
import { href } from '@/config/paths'
import { COMPLAINT_TYPE_TEXT } from '@/lib/complaint-labels'
import { StatusTag } from './complaint-status'

/** While it is not answered, the open detail asks again now and then: the reply shows up by itself. */
const POLL_MS = 5000

const STEPS = ['已提交', '处理中', '已回复'] as const
const stepOf = (c: Complaint) => (c.status === 'REPLIED' ? 2 : c.status === 'PROCESSING' ? 1 : 0)

function Detail({ complaint: c }: { complaint: Complaint }) {
  const step = stepOf(c)
  return (
    <>
      <div className="uc-detail__head">
        <span className="uc-item__type">{COMPLAINT_TYPE_TEXT[c.type] ?? '投诉'}</span>
        <StatusTag status={c.status} />
      </div>
      <ol className="uc-steps" aria-label="处理进度">
        {STEPS.map((label, i) => (
          <li
            key={label}
            className={i <= step ? 'uc-steps__step uc-steps__step--done' : 'uc-steps__step'}
            aria-current={i === step ? 'step' : undefined}
          >
            {label}
          </li>
        ))}
      </ol>
      {c.reply && (
        <section className="uc-reply" aria-label="客服回复">
          <h3>客服回复</h3>
          <p>{c.reply}</p>
          {c.replyTime && <time dateTime={c.replyTime}>{c.replyTime}</time>}
        </section>
      )}
      <p className="uc-detail__text">{c.content}</p>
      {c.images.length > 0 && (
        <ul className="uc-detail__images" aria-label="投诉图片">
          {c.images.map((url, i) => (
            <li key={url}>
              <img src={url} alt={`投诉图片${i + 1}`} />
            </li>
          ))}
        </ul>
      )}
      {c.sound && (
        <audio className="uc-audio__player" controls preload="none" src={c.sound}>
          <track kind="captions" />
        </audio>
      )}
      <dl className="uc-detail__facts">
        <dt>投诉编号</dt>
        <dd>{c.complaintId}</dd>
        <dt>提交时间</dt>
        <dd>{c.createTime}</dd>
        <dt>联系电话</dt>
        <dd>{c.mobile}</dd>
        {c.orderId && c.orderNo && (
          <>
            <dt>关联订单</dt>
            <dd>
              <Link to={href('carChargingDetail', { orderId: c.orderId })}>{c.orderNo}</Link>
            </dd>
          </>
        )}
      </dl>
    </>
  )
}

function DetailBody({ complaintId }: { complaintId: string }) {
  const query = useQuery({
    ...complaintQueries.detail(complaintId),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'REPLIED' ? POLL_MS : false),
  })
  if (query.isPending) {
    return (
      <div className="uc-detail__loading" role="status" aria-busy="true" aria-label="加载中">
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
    )
  }
  if (query.isLoadingError) {
    return <LoadError title="投诉详情加载失败" error={query.error} onRetry={query.refetch} />
  }
  return (
    <>
      <StaleNote stale={query.isRefetchError} />
      <Detail complaint={query.data} />
    </>
  )
}

/** One complaint (`?complaintId=`), over "我的投诉". */
export function ComplaintDetail({
  complaintId,
  onClose,
}: {
  complaintId: string | null
  onClose: () => void
}) {
  return (
    <ModalSheet
      open={complaintId !== null}
      onClose={onClose}
      title="投诉详情"
      titleClassName="uc-sheet__title"
      bodyClassName="uc-detail"
    >
      <div className="uc-detail__scroll">
        {complaintId && <DetailBody complaintId={complaintId} />}
      </div>
    </ModalSheet>
  )
}

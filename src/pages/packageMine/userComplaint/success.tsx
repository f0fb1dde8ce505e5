import Button from 'antd-mobile/es/components/button'

/** After sending: the complaint's number and the way to follow it. */
export function SubmittedState({
  complaintId,
  onView,
  onAnother,
}: {
  complaintId: string
  onView: () => void
  onAnother: () => void
}) {
  return (
    <section className="uc-done" aria-labelledby="uc-done-title">
      <svg className="uc-done__icon" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--app-brand-soft)" />
        <path
          d="m20 33 8 8 16-17"
          fill="none"
          stroke="var(--app-brand)"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="uc-done-title" className="uc-done__title">
        投诉已提交
      </h2>
      <p className="uc-done__no">投诉编号 {complaintId}</p>
      <p className="uc-done__text">
        客服将尽快核实处理，处理结果会发送到消息中心，也可在“我的投诉”中查看进度。
      </p>
      <div className="uc-done__actions">
        <Button block color="primary" shape="rounded" onClick={onView}>
          查看我的投诉
        </Button>
        <Button block fill="none" onClick={onAnother}>
          继续反馈其他问题
        </Button>
      </div>
    </section>
  )
}

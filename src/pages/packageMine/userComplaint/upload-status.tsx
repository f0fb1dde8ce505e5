import type { UploadItem } from './use-uploads'

/** A tile's state over its preview: progress while it goes, 重试 when it failed. */
export function UploadStatus({
  item,
  label,
  onRetry,
}: {
  item: UploadItem
  label: string
  onRetry: () => void
}) {
  if (item.state === 'done') return null
  if (item.state === 'failed') {
    return (
      <div className="uc-status uc-status--failed">
        <span className="uc-status__text" title={item.error ?? undefined}>
          上传失败
        </span>
        <button
          type="button"
          className="uc-status__retry"
          onClick={onRetry}
          aria-label={`重试上传${label}`}
        >
          重试
        </button>
      </div>
    )
  }
  const percent = Math.round(item.progress * 100)
  return (
    <div className="uc-status">
      <span className="uc-status__text">
        {item.state === 'compressing' ? '压缩中' : `${percent}%`}
      </span>
      <span
        className="uc-status__bar"
        role="progressbar"
        aria-label={`${label}上传进度`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </span>
    </div>
  )
}

/** A short notice over the map or list (a location or map failure) that leaves the page usable. */
export function FinderNotice({
  message,
  detail,
  action,
}: {
  /** The SPEC §8 text, verbatim. */
  message: string
  detail: string
  action?: { label: string; onClick: () => void }
}) {
  return (
    <div className="finder-notice" role="status">
      <strong className="finder-notice__message">{message}</strong>
      <span className="finder-notice__detail">{detail}</span>
      {action && (
        <button type="button" className="finder-notice__action" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  )
}

/** What a location failure means for the user (the SPEC §8 text stays as it is beside it). */
export const LOCATION_FALLBACK_TEXT = '未能获取您的位置，已为您显示市中心附近的电站'

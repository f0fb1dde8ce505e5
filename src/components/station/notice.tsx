const LATIN = /^[\x20-\x7e]+$/

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
      {/* The spec's texts here are English ('Map load failed.', a browser's 'User denied…'):
          said in English by a Chinese screen reader (WCAG 3.1.2). */}
      <strong className="finder-notice__message" lang={LATIN.test(message) ? 'en' : undefined}>
        {message}
      </strong>
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

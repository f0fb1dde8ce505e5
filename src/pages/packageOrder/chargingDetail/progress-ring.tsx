interface Props {
  /** 0-100 */
  percent: number
  label: string
  value: string
  unit: string
}

/** The charge's progress as a ring (CSS conic gradient), with the main figure inside. */
export function ProgressRing({ percent, label, value, unit }: Props) {
  const p = Math.max(0, Math.min(100, percent))
  return (
    <div
      className="live__ring"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(p)}
      aria-label={label}
      style={{ '--p': `${p * 3.6}deg` } as React.CSSProperties}
    >
      <div className="live__ring-inner">
        <strong>{value}</strong>
        <span>{unit}</span>
      </div>
    </div>
  )
}

/** Shown while a page's chunk or first data is on its way: content shapes, not a spinner. */
export function PageSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="page-skeleton" role="status" aria-busy="true" aria-label="加载中">
      <span className="skeleton" style={{ height: 96, borderRadius: 12 }} />
      {Array.from({ length: rows }, (_, i) => (
        <span
          key={i}
          className="skeleton"
          style={{ height: 16, width: i === rows - 1 ? '60%' : '100%' }}
        />
      ))}
    </div>
  )
}

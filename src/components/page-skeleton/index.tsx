import Skeleton from 'antd-mobile/es/components/skeleton'

/** Shown while a page's chunk or first data is on its way: content shapes, not a spinner. */
export function PageSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="page-skeleton" aria-busy="true" aria-label="加载中">
      <Skeleton animated style={{ '--height': '96px', '--border-radius': '12px' }} />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  )
}

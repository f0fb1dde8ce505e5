import { lazy, Suspense } from 'react'
import type { ScannerSheetProps } from './sheet'

export { useScan } from './use-scan'

// The sheet (popup animation, camera, decoder) loads when it is first opened, not with the page.
const Sheet = lazy(() => import('./sheet'))

export function ScannerSheet(props: ScannerSheetProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  )
}

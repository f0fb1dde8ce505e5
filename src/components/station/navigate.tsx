import { lazy, Suspense, useState } from 'react'
import type { NavPlace } from '@/lib/map-apps'
import { isWechatUA, wechat } from '@/wechat'
import type { NavChoice } from './navigate-sheet'

export type { NavPlace }

// The sheet (its popup) and the coordinate conversion load on the first tap, not with the page.
const Sheet = lazy(() => import('./navigate-sheet'))

/**
 * 导航 to a station. Inside WeChat its own map (`openLocation`, GCJ-02). Elsewhere a sheet of the
 * map apps a Chinese user has (高德 / 百度 / 腾讯), each a link to its public URI: an accessible
 * modal (src/components/modal/sheet.tsx) whose choices are real links, reached by Tab, read as
 * links, opened by Enter. Render `<NavigateSheet {...nav.sheet} />` beside the 导航 button.
 */
export function useNavigate() {
  const [choice, setChoice] = useState<NavChoice | null>(null)
  const [open, setOpen] = useState(false)
  const navigate = async (place: NavPlace) => {
    const bridge = wechat()
    // WECHAT: the demo's simulated bridge says "in WeChat" in any browser; a real browser gets the
    // sheet.
    if (bridge.inWechat && isWechatUA(navigator.userAgent)) {
      await bridge.openLocation(place)
      return
    }
    const { MAP_APPS, mapAppUrl } = await import('@/lib/map-apps')
    const links = MAP_APPS.map(({ app, label }) => ({ app, label, url: mapAppUrl(app, place) }))
    setChoice({ place, links })
    setOpen(true)
  }
  // The choice stays while the sheet slides away: it closes with its content.
  return { navigate, sheet: { open, choice, onClose: () => setOpen(false) } }
}

export function NavigateSheet(props: {
  open: boolean
  choice: NavChoice | null
  onClose: () => void
}) {
  if (!props.choice) return null
  return (
    <Suspense fallback={null}>
      <Sheet {...props} choice={props.choice} />
    </Suspense>
  )
}

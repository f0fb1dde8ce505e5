import { useState, type ComponentType } from 'react'
import { feedback } from '@/api/feedback'
import type { NavPlace } from '@/lib/map-apps'
import { isWechatUA, wechat } from '@/wechat'
import type { NavChoice, NavigateSheetProps } from './navigate-sheet'

export type { NavPlace }

/**
 * 导航 to a station. Inside WeChat its own map (`openLocation`, GCJ-02). Elsewhere a sheet of the
 * map apps a Chinese user has (高德 / 百度 / 腾讯), each a link to its public URI: an accessible
 * modal (src/components/modal/sheet.tsx) whose choices are real links, reached by Tab, read as
 * links, opened by Enter. Render `<NavigateSheet {...nav.sheet} />` beside the 导航 button. The
 * sheet and the coordinate conversion load on the first tap; a failed load says so and leaves the
 * page as it was.
 */
export function useNavigateSheet() {
  const [choice, setChoice] = useState<NavChoice | null>(null)
  const [open, setOpen] = useState(false)
  const [Sheet, setSheet] = useState<ComponentType<NavigateSheetProps> | null>(null)
  const navigate = async (place: NavPlace) => {
    const bridge = wechat()
    // WECHAT: the demo's simulated bridge says "in WeChat" in any browser; a real browser gets the
    // sheet.
    if (bridge.inWechat && isWechatUA(navigator.userAgent)) {
      await bridge.openLocation(place)
      return
    }
    try {
      const [sheet, { MAP_APPS, mapAppUrl }] = await Promise.all([
        import('./navigate-sheet'),
        import('@/lib/map-apps'),
      ])
      const links = MAP_APPS.map(({ app, label }) => ({ app, label, url: mapAppUrl(app, place) }))
      setSheet(() => sheet.default)
      setChoice({ place, links })
      setOpen(true)
    } catch {
      feedback().toast('导航加载失败，请稍后重试')
    }
  }
  // The choice stays while the sheet slides away: it closes with its content.
  return { navigate, sheet: { open, choice, Sheet, onClose: () => setOpen(false) } }
}

export function NavigateSheet({
  Sheet,
  choice,
  ...props
}: {
  open: boolean
  choice: NavChoice | null
  Sheet: ComponentType<NavigateSheetProps> | null
  onClose: () => void
}) {
  return Sheet && choice ? <Sheet {...props} choice={choice} /> : null
}

import type { NavPlace } from '@/lib/map-apps'
import { isWechatUA, wechat } from '@/wechat'
import { installAntdRenderer } from '../antd-imperative'

export type { NavPlace }

/**
 * 导航 to a station. Inside WeChat its own map (`openLocation`, GCJ-02). Elsewhere a choice of the
 * map apps a Chinese user has (高德 / 百度 / 腾讯), each through its public link; the sheet and the
 * coordinate conversion load on the first tap.
 */
export async function navigateToStation(place: NavPlace): Promise<void> {
  const bridge = wechat()
  // WECHAT: the demo's simulated bridge says "in WeChat" in any browser; a real browser gets the sheet.
  if (bridge.inWechat && isWechatUA(navigator.userAgent)) {
    await bridge.openLocation(place)
    return
  }
  const [{ default: ActionSheet }, { MAP_APPS, mapAppUrl }] = await Promise.all([
    import('antd-mobile/es/components/action-sheet'),
    import('@/lib/map-apps'),
    installAntdRenderer(),
  ])
  ActionSheet.show({
    extra: `选择地图导航到「${place.name}」`,
    cancelText: '取消',
    closeOnAction: true,
    actions: MAP_APPS.map(({ app, label }) => ({
      key: app,
      text: label,
      onClick: () => window.location.assign(mapAppUrl(app, place)),
    })),
  })
}

import type { PullStatus } from 'antd-mobile/es/components/pull-to-refresh'

/** SPEC §4's five pull states on antd-mobile's four (aborting is the spring back while pulling). */
export const PULL_TEXT: Record<PullStatus, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '正在刷新…',
  complete: '刷新完成',
}

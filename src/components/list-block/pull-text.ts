/** The pull states; SPEC §4's aborting is the spring back while still "pulling". */
export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete'

/** SPEC §4's five pull states: pulling, reached (canRelease), aborting, refreshing, restoring (complete). */
export const PULL_TEXT: Record<PullStatus, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '正在刷新…',
  complete: '刷新完成',
}

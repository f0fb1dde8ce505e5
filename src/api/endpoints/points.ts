export const POINTS_API = {
  summary: '/points/points-summary',
  records: '/points/points-records',
  lottery: '/points/lottery-detail',
  draw: '/points/lottery-draw',
  winRecords: '/points/win-records',
} as const

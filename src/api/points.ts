import { post } from './client'
import {
  POINTS_API,
  type DrawRequest,
  type DrawResult,
  type LotteryDetail,
  type PointsRecord,
  type PointsRecordsRequest,
  type PointsSummary,
  type WinRecord,
} from './points-types'
import type { Page, PageQuery } from './types'

/** The energy-points centre: one typed function per call (docs/API.md, points calls). */
export const pointsApi = {
  summary: () => post<PointsSummary>(POINTS_API.summary, {}, { loading: false }),
  records: (req: PointsRecordsRequest) =>
    post<Page<PointsRecord>>(POINTS_API.records, req, { loading: false }),
  lottery: () => post<LotteryDetail>(POINTS_API.lottery, {}, { loading: false }),
  /** No overlay: the grid's own animation runs while the server draws. */
  draw: (req: DrawRequest) => post<DrawResult>(POINTS_API.draw, req, { loading: false }),
  winRecords: (req: PageQuery) =>
    post<Page<WinRecord>>(POINTS_API.winRecords, req, { loading: false }),
}

export const pointsKeys = {
  all: ['points'] as const,
  summary: ['points', 'summary'] as const,
  records: (direction: string) => ['points', 'records', direction] as const,
  lottery: ['points', 'lottery'] as const,
  wins: ['points', 'wins'] as const,
}

import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { refreshAfterCoupons } from './cards'
import { post } from './client'
import { POINTS_API } from './endpoints/points'
import type { PagedSource } from './envelope'
import {
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

export const pointsQueries = {
  /** The balance and its figures (我的能量值). */
  summary: () => queryOptions({ queryKey: pointsKeys.summary, queryFn: pointsApi.summary }),
  /** The lottery: its prizes, cost and rules; the draw page asks it fresh each time. */
  lottery: () => queryOptions({ queryKey: pointsKeys.lottery, queryFn: pointsApi.lottery }),
  /** The points records, in ('IN'), out ('OUT') or all (''). */
  records: (
    direction: NonNullable<PointsRecordsRequest['direction']> | '',
  ): PagedSource<PointsRecord> => ({
    queryKey: pointsKeys.records(direction),
    fetchPage: (page) => pointsApi.records({ ...page, ...(direction ? { direction } : {}) }),
  }),
  /** The user's lottery wins (中奖记录). */
  wins: (): PagedSource<WinRecord> => ({
    queryKey: pointsKeys.wins,
    fetchPage: pointsApi.winRecords,
  }),
}

/**
 * After a draw: the points pages are marked stale (asked again when next shown, not now: the draw
 * page shows its own answer), and a won coupon reaches the coupons and the user's figures.
 */
export function refreshAfterDraw(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: pointsKeys.all, refetchType: 'none' }),
    refreshAfterCoupons(client),
  ])
}

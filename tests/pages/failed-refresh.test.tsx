import type { QueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { complaintsApi } from '@/api/complaints'
import { STALE_TEXT } from '@/components/state-block/stale-note'
import { MSG } from '@/lib/messages'
import { db } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { setBridge } from '@/wechat'
import { fakeBridge } from '../app/fake-bridge'
import { spyFeedback } from '../utils/feedback'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'

/**
 * A page that has shown its data keeps it when a refresh fails (a pull, a poll, an invalidation):
 * the client has said why (here the network dialog), and the page's "could not load" state is for a
 * first load only (LoadError's rule). Each page below refreshes: by pulling, or on a timer. Pages of
 * live figures also say, until a refresh works, that what they show may be out of date; a polled
 * page says only that (no dialog every half minute).
 */
interface Case {
  page: string
  path: () => Promise<string>
  /** What to do on the page before its data shows (open a sheet). */
  open?: () => Promise<void>
  call: string
  shown: string
  /** Live figures (sockets, availability, money): a line says they may be out of date. */
  noted?: boolean
  /** Polled: the line says it, not a dialog (every half minute while offline). */
  quiet?: boolean
}

const PAGES: Case[] = [
  {
    page: 'charge selection (pull to refresh)',
    path: async () => '/pages/scan/scan?deviceId=10000001',
    call: '/device/device-detail',
    shown: '西湖文化广场充电站',
    noted: true,
  },
  {
    page: 'station detail (polled every 30 s)',
    path: async () => '/packageMap/stationDetail?stationId=ST330105',
    call: '/station/station-detail',
    shown: '天目山路充电站',
    noted: true,
    quiet: true,
  },
  {
    page: 'order detail (pull to refresh)',
    path: async () => '/packageOrder/carChargingDetail?orderId=OD100002',
    call: '/order/order-detail',
    shown: '滨江星光大道充电站',
    noted: true,
  },
  {
    page: 'price periods',
    path: async () => '/packageOrder/carTimeChargeDesc?deviceId=20000001',
    call: '/device/price-periods',
    shown: '电费',
  },
  {
    page: "the red packet hub's square (pull to refresh)",
    path: async () => '/packageRedPacket/redPacketIndex',
    call: '/red-packet/red-packet-list',
    shown: '可抢红包',
  },
  {
    page: "the complaint's order sheet (paged)",
    path: async () => '/packageMine/userComplaint',
    open: async () => {
      await userEvent.click(await screen.findByRole('button', { name: /关联订单/ }))
    },
    call: '/order/order-list',
    shown: '不关联订单',
  },
  {
    page: "the service centre's hotline (asked again when reopened)",
    path: async () => '/packageMine/serviceCenter',
    call: '/service/service-info',
    shown: '400-826-5800',
  },
  {
    page: 'a complaint (polled until answered)',
    path: async () => {
      const { complaintId } = await complaintsApi.submit({
        type: 'BILLING',
        content: '刷新失败时投诉详情仍然显示，请核实扣费。',
        mobile: '13912345678',
        images: [],
      })
      return `/packageMine/userComplaint?tab=mine&complaintId=${complaintId}`
    },
    call: '/complaint/complaint-detail',
    shown: '刷新失败时投诉详情仍然显示，请核实扣费。',
    noted: true,
    quiet: true,
  },
]

/** Refreshes every query the page shows, as a pull or a poll would, and lets the page redraw. */
async function refreshAll(queryClient: QueryClient) {
  await act(async () => {
    await queryClient.refetchQueries({ type: 'active' })
    await new Promise((resolve) => setTimeout(resolve, 50)) // the observers told, the page drawn
  })
}

describe('a failed refresh keeps the page', () => {
  beforeEach(async () => {
    setBridge(fakeBridge())
    db.stationTrafficEpoch = Date.now()
    await loginThroughMock()
  })

  it.each(PAGES)('$page', async ({ path, open, call, shown, noted, quiet }) => {
    const { queryClient } = renderApp(await path())
    await open?.()
    expect((await screen.findAllByText(shown, undefined, { timeout: 10_000 }))[0]).toBeVisible()
    const fb = spyFeedback()
    setFault(`network:${call}`)
    await refreshAll(queryClient)
    if (quiet) expect(fb.alert).not.toHaveBeenCalled()
    else expect(fb.alert).toHaveBeenCalledWith(MSG.networkTitle, MSG.networkError)
    expect(screen.getAllByText(shown)[0]).toBeVisible()
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument()
    if (!noted) return
    expect(screen.getByText(STALE_TEXT)).toHaveAttribute('role', 'status')
    // The next refresh that works takes the line away.
    setFault(null)
    await refreshAll(queryClient)
    expect(screen.queryByText(STALE_TEXT)).not.toBeInTheDocument()
  })
})

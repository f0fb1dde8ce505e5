import { useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { refundKeys, refundQueries } from '@/api/refunds'
import type { Page } from '@/api/types'
import type { RefundApplication } from '@/api/wallet-types'
import { ListBlock } from '@/components/list-block'
import { href } from '@/config/paths'
import { RefundForm } from './refund-form'
import { RefundItem } from './refund-item'
import './refunds.css'

const WATCH_MS = 3000

/** While an application is being handled, the list asks again now and then (statuses move). */
function useWatchInProgress() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const timer = window.setInterval(() => {
      const cached = queryClient.getQueriesData<{ pages: Page<RefundApplication>[] }>({
        queryKey: refundKeys.list,
      })
      const moving = cached.some(([, data]) =>
        data?.pages.some((p) =>
          p.list.some((r) => r.status === 'PENDING' || r.status === 'APPROVED'),
        ),
      )
      if (moving) void queryClient.invalidateQueries({ queryKey: refundKeys.list })
    }, WATCH_MS)
    return () => window.clearInterval(timer)
  }, [queryClient])
}

/** 退款申请 (SPEC §2 packageMine/refundApplyList; refresh, paging) and, with ?apply=1 or ?orderId=, the form. */
export default function RefundApplyListPage() {
  const [params, setParams] = useSearchParams()
  const applying = params.get('apply') === '1' || params.has('orderId')
  useWatchInProgress()

  const openForm = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev)
      next.set('apply', '1')
      return next
    })

  if (applying) {
    return (
      <div className="app-page app-page--soft refunds">
        <RefundForm />
      </div>
    )
  }
  return (
    <div className="app-page app-page--soft refunds">
      <ListBlock
        source={refundQueries.list()}
        itemKey={(r) => r.refundId}
        renderItem={(r) => <RefundItem refund={r} />}
        emptyTitle="暂无退款申请"
        emptyDescription="充电卡余额（不含赠送）和退款未成功的订单金额，可申请退至银行卡"
        header={
          <section className="app-card refunds__intro">
            <p>
              退款申请提交后一般1个工作日内审核，审核通过后打款至您选择的银行卡。
              <Link to={href('bankCardList')} className="nowrap">
                管理银行卡
              </Link>
            </p>
            <Button color="primary" shape="rounded" onClick={openForm}>
              申请退款
            </Button>
          </section>
        }
      />
    </div>
  )
}

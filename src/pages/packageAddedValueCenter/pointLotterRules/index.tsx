import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { pointsQueries } from '@/api/points'
import { Article } from '@/components/article'
import { PageSkeleton } from '@/components/page-skeleton'
import { StateBlock } from '@/components/state-block'
import { PRIZE_TYPE_TEXT } from '@/lib/card-labels'
import { oddsPercent, prizeDetail } from '@/pages/packageAddedValueCenter/shared/labels'
import { lotteryRules } from './content'
import './rules.css'

/** 抽奖规则 (SPEC §2 pointLotterRules): the cost, the odds the server draws with, validity, fairness. */
export default function PointLotterRulesPage() {
  const detail = useQuery(pointsQueries.lottery())
  if (!detail.data) {
    if (!detail.isError) return <PageSkeleton rows={6} />
    return (
      <StateBlock kind="error" role="alert" title="规则加载失败" description={detail.error.message}>
        <Button color="primary" onClick={() => void detail.refetch()}>
          重试
        </Button>
      </StateBlock>
    )
  }
  const d = detail.data
  return (
    <div className="app-page rules">
      <header className="app-article rules__head">
        <h2 className="app-article__title">能量抽奖活动规则</h2>
        <p className="app-article__meta">更新日期：2026-11-01</p>
        <p className="app-article__intro">
          每次抽奖消耗{d.cost}能量值，每天最多{d.dailyLimit}
          次。奖品和中奖概率如下表，所有结果由服务器按公示概率随机产生。
        </p>
      </header>
      <table className="rules__odds">
        <caption>奖品与中奖概率</caption>
        <thead>
          <tr>
            <th scope="col">奖品</th>
            <th scope="col">类型</th>
            <th scope="col">中奖概率</th>
          </tr>
        </thead>
        <tbody>
          {d.prizes.map((p) => (
            <tr key={p.prizeId}>
              <th scope="row">
                {p.name}
                {p.prizeType !== 'NONE' && p.prizeType !== 'POINTS' && (
                  <small>{prizeDetail(p)}</small>
                )}
              </th>
              <td>{PRIZE_TYPE_TEXT[p.prizeType]}</td>
              <td>{oddsPercent(p.odds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Article title="活动细则" sections={lotteryRules(d.cost, d.dailyLimit, d.couponValidDays)} />
    </div>
  )
}

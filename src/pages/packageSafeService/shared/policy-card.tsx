import { Link } from '@/components/link'
import type { Policy } from '@/api/insurance-types'
import { CopyButton } from '@/components/copy-button'
import { href } from '@/config/paths'
import { formatYuan } from '@/lib/money'
import { CoverageTable } from './coverage-table'

const STATUS_TEXT = { WAITING: '待生效', ACTIVE: '保障中', EXPIRED: '已到期' } as const

/** The user's policy: shown instead of the buy form (one policy per product at a time). */
export function PolicyCard({ policy }: { policy: Policy }) {
  return (
    <div className="ins-policy">
      <section className="ins-policy__head" aria-label="我的保单">
        <p className="ins-policy__status">
          <span className={`ins-policy__badge ins-policy__badge--${policy.status.toLowerCase()}`}>
            {STATUS_TEXT[policy.status] ?? '--'}
          </span>
          {policy.status === 'WAITING' && <small>{policy.startTime.slice(0, 10)} 零时起保</small>}
        </p>
        <h2>
          {policy.productName}·{policy.planName}
        </h2>
        <p className="ins-policy__no">
          保单号 <span>{policy.policyNo}</span>
          <CopyButton text={policy.policyNo} label="复制保单号" />
        </p>
      </section>
      <dl className="app-card ins-policy__rows">
        <div>
          <dt>保障期间</dt>
          <dd>
            {policy.startTime} 至 {policy.endTime}
          </dd>
        </div>
        <div>
          <dt>被保险人</dt>
          <dd>{policy.insuredName}</dd>
        </div>
        <div>
          <dt>身份证号</dt>
          <dd>{policy.insuredIdCard}</dd>
        </div>
        <div>
          <dt>手机号</dt>
          <dd>{policy.insuredMobile}</dd>
        </div>
        {policy.plateNo && (
          <div>
            <dt>{policy.productType === 'CHARGE' ? '车牌号' : '电动车号牌'}</dt>
            <dd>{policy.plateNo}</dd>
          </div>
        )}
        <div>
          <dt>保费</dt>
          <dd>{formatYuan(policy.premium)}</dd>
        </div>
        <div>
          <dt>支付时间</dt>
          <dd>{policy.paidTime}</dd>
        </div>
        <div>
          <dt>承保公司</dt>
          <dd>{policy.insurer}</dd>
        </div>
      </dl>
      <div className="app-card">
        <CoverageTable coverages={policy.coverages} caption="保障内容" />
      </div>
      <p className="ins-policy__claim">
        出险后请在48小时内报案：<Link to={href('serviceCenter')}>联系客服中心</Link>
      </p>
    </div>
  )
}

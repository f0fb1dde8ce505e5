import { useQuery, useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { bankApi, bankOption, bankQueries, refreshBanks } from '@/api/bank'
import { feedback } from '@/api/feedback'
import type { BankConfig } from '@/api/types'
import { ListEnd } from '@/components/list-end'
import { useOnceAction } from '@/components/once-action'
import { PageSkeleton } from '@/components/page-skeleton'
import { PullToRefresh } from '@/components/pull-to-refresh'
import { StateBlock } from '@/components/state-block'
import { LoadError } from '@/components/state-block/load-error'
import { href, safeInAppPath } from '@/config/paths'
import { maskBankCardNo } from '@/lib/banks'
import './bank-card.css'

export const BANK_TEXT = {
  removeTitle: '删除银行卡',
  removed: '已删除',
  empty: '暂无银行卡',
  emptyHint: '添加银行卡后，退款将打款至该卡',
} as const

function BankItem({ config, onRemove }: { config: BankConfig; onRemove: (c: BankConfig) => void }) {
  const { label } = bankOption(config)
  return (
    <article className="bank__card" aria-label={label}>
      <span className="bank__logo" aria-hidden="true">
        {config.bankName.replace(/^中国/, '').slice(0, 1)}
      </span>
      <div className="bank__info">
        <strong>{config.bankName}</strong>
        <span>储蓄卡</span>
        <p className="bank__no">{maskBankCardNo(config.bankCardNo)}</p>
      </div>
      <button
        type="button"
        className="bank__remove"
        aria-label={`删除 ${label}`}
        onClick={() => onRemove(config)}
      >
        删除
      </button>
    </article>
  )
}

/** 我的银行卡 (SPEC §2 packageMine/bankCard/index; refresh): bank-config-list, pageSize 1000. */
export default function BankCardListPage() {
  const [params] = useSearchParams()
  const redirect = safeInAppPath(params.get('redirect'))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const banks = useQuery(bankQueries.list())
  const remove = useOnceAction(async (config: BankConfig) => {
    const text = `确定删除 ${bankOption(config).label}？删除后不能再选择它收款。`
    if (!(await feedback().confirm(BANK_TEXT.removeTitle, text, '确认删除'))) return
    await bankApi.remove(config.bankConfigId)
    await refreshBanks(queryClient)
    feedback().toast(BANK_TEXT.removed)
  })
  const addHref = href('bankCardAdd', redirect ? { redirect } : undefined)

  let body
  if (banks.data === undefined) {
    body = banks.isError ? (
      <LoadError title="无法获取银行卡" error={banks.error} onRetry={banks.refetch} />
    ) : (
      <PageSkeleton rows={2} />
    )
  } else if (banks.data.bankConfigList.length === 0) {
    body = <StateBlock kind="empty" title={BANK_TEXT.empty} description={BANK_TEXT.emptyHint} />
  } else {
    body = (
      <>
        <ul className="bank__list" aria-label="银行卡">
          {banks.data.bankConfigList.map((config) => (
            <li key={config.bankConfigId}>
              <BankItem config={config} onRemove={(c) => void remove.run(c)} />
            </li>
          ))}
        </ul>
        <ListEnd />
      </>
    )
  }
  return (
    <div className="app-page app-page--soft bank">
      <PullToRefresh onRefresh={() => banks.refetch()}>
        {body}
        <p className="bank__note">
          银行卡仅用于接收退款，卡号加密保存，页面只显示前后四位。
          <Link to={href('refundApplyList')}>查看退款申请</Link>
        </p>
      </PullToRefresh>
      <footer className="app-bar">
        <Button block color="primary" shape="rounded" onClick={() => navigate(addHref)}>
          添加银行卡
        </Button>
      </footer>
    </div>
  )
}

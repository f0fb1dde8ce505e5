import { useState } from 'react'
import type { BikePlan, PlanMode, PowerTier } from '@/api/types'
import { tabKeys } from '@/components/tab-strip/tab-keys'
import { formatYuan } from '@/lib/money'
import { PLAN_MODE_TEXT, planText } from '@/lib/pile-labels'

interface Props {
  plans: readonly BikePlan[]
  tiers: readonly PowerTier[]
  selected: string | null
  /** A plan tapped, or null when the tab changes away from the chosen plan's mode. */
  onSelect: (planId: string | null) => void
}

const MODES: PlanMode[] = ['TIME', 'AMOUNT', 'FULL']
/** The one panel the tabs show in turn (its plans and its note); tab `m` is `${PANEL}-${m}`. */
const PANEL = 'scan-plan'

/** BIKE plans by time, by amount and "charge until full", with the power tiers explained. */
export function BikePlans({ plans, tiers, selected, onSelect }: Props) {
  const available = MODES.filter((m) => plans.some((p) => p.mode === m))
  const [chosenMode, setMode] = useState<PlanMode>(available[0] ?? 'TIME')
  // A refetch that drops the chosen mode's plans: the first tab shown, never none (its Tab stop).
  const mode = available.includes(chosenMode) ? chosenMode : (available[0] ?? chosenMode)
  const shown = plans.filter((p) => p.mode === mode)
  // The plan paid for is always one the user can see chosen: another tab drops the choice (a
  // 1小时 left chosen behind 充满自停 was paid for as 1小时).
  const showMode = (next: PlanMode) => {
    setMode(next)
    if (plans.some((p) => p.planId === selected && p.mode !== next)) onSelect(null)
  }
  const onTabKey = tabKeys(available, mode, showMode)
  return (
    <section className="app-card scan__card" aria-label="充电方案">
      <h3 className="scan__card-title">充电方案</h3>
      <div className="scan__tabs" role="tablist" aria-label="充电方式">
        {available.map((m) => (
          <button
            key={m}
            id={`${PANEL}-${m}`}
            type="button"
            role="tab"
            aria-selected={mode === m}
            aria-controls={PANEL}
            tabIndex={mode === m ? 0 : -1}
            onKeyDown={onTabKey}
            className={mode === m ? 'scan__tab scan__tab--active' : 'scan__tab'}
            onClick={() => showMode(m)}
          >
            {PLAN_MODE_TEXT[m]}
          </button>
        ))}
      </div>
      <div id={PANEL} role="tabpanel" aria-labelledby={`${PANEL}-${mode}`}>
        <div className="scan__options" role="radiogroup" aria-label={PLAN_MODE_TEXT[mode]}>
          {shown.map((plan) => (
            <button
              key={plan.planId}
              type="button"
              role="radio"
              aria-checked={selected === plan.planId}
              className={
                selected === plan.planId ? 'scan__option scan__option--selected' : 'scan__option'
              }
              onClick={() => onSelect(plan.planId)}
            >
              <strong>{planText(plan)}</strong>
              <span>预付 {formatYuan(plan.amount)}</span>
            </button>
          ))}
        </div>
        <p className="scan__note">
          {mode === 'FULL'
            ? '充满自动停止，按实际用电时长和功率档位计费，未用完的预付金额原路退回。'
            : mode === 'TIME'
              ? '到达设定时长自动停止；提前充满或拔出插头时，未用完的金额原路退回。'
              : '预付金额用完自动停止；提前结束时，未用完的金额原路退回。'}
        </p>
      </div>
      {tiers.length > 0 && (
        <table className="scan__tiers">
          <caption>按功率档位计费</caption>
          <thead>
            <tr>
              <th scope="col">充电功率</th>
              <th scope="col">单价</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.minW}>
                <td>
                  {tier.minW}-{tier.maxW}W
                </td>
                <td>{formatYuan(tier.pricePerHour)}/小时</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

import type { RechargeTier } from '@/api/wallet-types'
import { centsToYuan } from '@/lib/money'

interface Props {
  tiers: RechargeTier[]
  selected: number | null
  onSelect: (amount: number) => void
}

/** The operator's tiers: pay 100, get 10 (充100送10). A radio group, one choice. */
export function TopUpTiers({ tiers, selected, onSelect }: Props) {
  return (
    <div className="vcard__tiers" role="radiogroup" aria-label="充值档位">
      {tiers.map((t) => {
        const checked = t.amount === selected
        const gift = t.gift > 0 ? `送${centsToYuan(t.gift)}元` : '无赠送'
        return (
          <button
            key={t.amount}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`充${centsToYuan(t.amount)}元，${gift}`}
            className={checked ? 'vcard__tier vcard__tier--on' : 'vcard__tier'}
            onClick={() => onSelect(t.amount)}
          >
            <strong>
              {centsToYuan(t.amount)}
              <small>元</small>
            </strong>
            <span>{gift}</span>
          </button>
        )
      })}
    </div>
  )
}

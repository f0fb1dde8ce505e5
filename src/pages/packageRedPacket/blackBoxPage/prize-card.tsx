import Button from 'antd-mobile/es/components/button'
import { Link } from '@/components/link'
import type { BlindBoxPrize } from '@/api/types'
import { href } from '@/config/paths'
import { PRIZE_TYPE_TEXT } from '@/lib/card-labels'
import { prizeValue } from '@/pages/packageRedPacket/shared/prize'

/** What the box held, and the one claim (announced by the page's result region it sits in). */
export function PrizeCard({
  prize,
  claimed,
  busy,
  onClaim,
}: {
  prize: BlindBoxPrize
  claimed: boolean
  busy: boolean
  onClaim: () => void
}) {
  return (
    <div className="bb-prize">
      <p className="bb-prize__label">恭喜获得 · {PRIZE_TYPE_TEXT[prize.prizeType]}</p>
      <p className="bb-prize__value">{prizeValue(prize)}</p>
      <p className="bb-prize__name">{prize.name}</p>
      {claimed ? (
        <>
          <p className="bb-prize__done">已领取</p>
          {prize.prizeType !== 'POINTS' && (
            <Link to={href('blackBoxChargeVoucher')} className="bb-prize__link">
              查看我的充电券
            </Link>
          )}
        </>
      ) : (
        <Button
          block
          shape="rounded"
          className="bb__cta"
          loading={busy}
          loadingText="领取中"
          onClick={onClaim}
        >
          立即领取
        </Button>
      )}
    </div>
  )
}

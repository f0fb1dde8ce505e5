import { Article } from '@/components/article'
import { useAppStore } from '@/store'
import { RECHARGE_AGREEMENT_SECTIONS } from './content'

/** 《充电卡充值协议》 (SPEC §2 packageChargingCard/rechargeAgreement). */
export default function RechargeAgreementPage() {
  const platform = useAppStore((s) => s.customConfigInfo?.platformName) || '本平台'
  return (
    <div className="app-page">
      <Article
        title="充电卡充值协议"
        updated="2026-11-01"
        intro={`本协议是您与${platform}之间关于充电卡充值、使用和退还的约定。请在充值前仔细阅读，特别是赠送金额不可退款、适用站点和余额退还条款；您确认充值，即表示接受本协议。`}
        sections={RECHARGE_AGREEMENT_SECTIONS}
      />
    </div>
  )
}

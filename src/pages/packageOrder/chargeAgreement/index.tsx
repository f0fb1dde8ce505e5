import { Article } from '@/components/article'
import { useAppStore } from '@/store'
import { CHARGE_AGREEMENT_SECTIONS } from './content'

/** 《充电服务协议》, linked from the payment page (返回 leads back to it with every choice kept). */
export default function ChargeAgreementPage() {
  const platform = useAppStore((s) => s.customConfigInfo?.platformName) || '本平台'
  return (
    <div className="app-page">
      <Article
        title="充电服务协议"
        updated="2026-11-01"
        intro={`本协议是您与${platform}之间关于使用充电服务的约定。请在支付前仔细阅读，特别是收费、退款和故障处理条款；您勾选同意并支付，即表示接受本协议。`}
        sections={CHARGE_AGREEMENT_SECTIONS}
      />
    </div>
  )
}

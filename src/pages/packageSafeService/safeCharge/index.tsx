import { InsurancePage } from '@/pages/packageSafeService/shared/insurance-page'

/** 安心充电 (SPEC §2 packageSafeService/safeCharge): charging insurance for new-energy vehicles. */
export default function SafeChargePage() {
  return <InsurancePage productType="CHARGE" />
}

import { InsurancePage } from '@/pages/packageSafeService/shared/insurance-page'

/** 安心骑行 (SPEC §2 packageSafeService/safeRide): riding insurance for e-bike riders. */
export default function SafeRidePage() {
  return <InsurancePage productType="RIDE" />
}

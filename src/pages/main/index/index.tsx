import { RightOutline, ScanCodeOutline } from 'antd-mobile-icons'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Link } from '@/components/link'
import { useUserInfo } from '@/api/user'
import { ScannerSheet, useScan } from '@/components/scanner'
import { CurrentUserCard } from '@/components/user-card'
import { SCAN_ON_OPEN, href } from '@/config/paths'
import { centsToYuan } from '@/lib/money'
import { forgetPayment, useAppStore, useKeptCharge } from '@/store'
import { Shortcuts } from './shortcuts'
import './home.css'

export default function HomePage() {
  const platformName = useAppStore((s) => s.customConfigInfo?.platformName)
  const { data } = useUserInfo()
  const kept = useKeptCharge()
  const running = data?.chargingOrderId
  // Paid at WeChat's cashier and not yet confirmed by the server: the order is never forgotten.
  const confirming = kept && kept.orderId !== running ? kept : null
  const scanner = useScan()
  const [params, setParams] = useSearchParams()
  const scanOnOpen = params.get(SCAN_ON_OPEN) === '1'
  const scannedOnOpen = useRef(false)
  const { scan } = scanner

  useEffect(() => {
    // The server lists it as running: it is confirmed.
    if (running) forgetPayment(running)
  }, [running])

  useEffect(() => {
    // The /scanCode entry: open the scanner once, and drop the flag so Back or a reload does not.
    if (!scanOnOpen || scannedOnOpen.current) return
    scannedOnOpen.current = true
    setParams({}, { replace: true })
    void scan()
  }, [scanOnOpen, scan, setParams])

  return (
    <div className="app-page app-page--with-tabs app-page--soft home">
      <section className="home__hero" aria-label="用户信息">
        <CurrentUserCard />
        {platformName && <p className="home__platform">{platformName}</p>}
      </section>

      <section className="home__stats" aria-label="我的资产">
        <Stat
          label="充电卡余额(元)"
          value={data ? centsToYuan(data.cardBalance) : '--'}
          to={href('chargingCardList')}
        />
        <Stat
          label="优惠券(张)"
          value={data ? String(data.couponCount) : '--'}
          to={href('mineCardCoupon')}
        />
        <Stat label="能量值" value={data ? String(data.points) : '--'} to={href('myPoints')} />
      </section>

      {data?.chargingOrderId && (
        <Link
          to={href('chargingDetail', { orderId: data.chargingOrderId })}
          className="home__charging"
          aria-label="查看正在进行的充电"
        >
          <span className="home__charging-dot" aria-hidden="true" />
          <span className="home__charging-text">正在充电中，点击查看实时状态</span>
          <RightOutline aria-hidden="true" />
        </Link>
      )}

      {confirming && (
        <Link
          to={href('secondScanPage', {
            deviceId: confirming.product,
            orderId: confirming.orderId,
          })}
          className="home__charging"
          aria-label="查看支付确认中的订单"
        >
          <span className="home__charging-dot" aria-hidden="true" />
          <span className="home__charging-text">有一笔订单正在确认支付结果，点击查看</span>
          <RightOutline aria-hidden="true" />
        </Link>
      )}

      <button type="button" className="home__scan" onClick={() => void scanner.scan()}>
        <ScanCodeOutline className="home__scan-icon" aria-hidden="true" />
        <span className="home__scan-text">
          <strong>扫码充电</strong>
          <span>扫描充电桩二维码，或输入电桩编号</span>
        </span>
        <RightOutline aria-hidden="true" />
      </button>

      <Shortcuts />

      <Link to={href('tips')} className="home__tips">
        <span className="home__tips-badge">安全</span>
        <span className="home__tips-text">充电前请检查插头与电源线，雨天注意防水</span>
        <RightOutline aria-hidden="true" />
      </Link>

      <ScannerSheet {...scanner.sheet} />
    </div>
  )
}

function Stat({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <strong>{value}</strong>
      <span>{label}</span>
    </>
  )
  return to ? (
    <Link to={to} className="home__stat">
      {body}
    </Link>
  ) : (
    <div className="home__stat">{body}</div>
  )
}

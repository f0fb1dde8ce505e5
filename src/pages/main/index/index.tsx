import { RightOutline } from 'antd-mobile-icons'
import { Link } from 'react-router-dom'
import { useUserInfo } from '@/api/queries'
import { UserCard } from '@/components/user-card'
import { href } from '@/config/paths'
import { centsToYuan } from '@/lib/money'
import { useAppStore } from '@/store'
import './home.css'

export default function HomePage() {
  const stored = useAppStore((s) => s.userInfo)
  const platformName = useAppStore((s) => s.customConfigInfo?.platformName)
  const { data, isPending, isError } = useUserInfo()
  const user = data ?? stored

  return (
    <div className="app-page app-page--with-tabs app-page--soft home">
      <section className="home__hero" aria-label="用户信息">
        <UserCard
          loading={isPending && !stored && !isError}
          nickName={user?.nickName}
          headUrl={user?.headUrl}
          maskMobileNo={user?.maskMobileNo}
        />
        {platformName && <p className="home__platform">{platformName}</p>}
      </section>

      <section className="home__stats" aria-label="我的资产">
        <Stat label="充电卡余额(元)" value={data ? centsToYuan(data.cardBalance) : '--'} />
        <Stat label="优惠券(张)" value={data ? String(data.couponCount) : '--'} />
        <Stat label="能量值" value={data ? String(data.points) : '--'} />
      </section>

      <Link to={href('tips')} className="home__tips">
        <span className="home__tips-badge">安全</span>
        <span className="home__tips-text">充电前请检查插头与电源线，雨天注意防水</span>
        <RightOutline aria-hidden="true" />
      </Link>
    </div>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="home__stat">
      <strong>{value}</strong>
      <span>{label}</span>
    </div>
  )
}

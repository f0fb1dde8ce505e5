import List from 'antd-mobile/es/components/list'
import { useNavigate } from 'react-router-dom'
import { useUserInfo } from '@/api/queries'
import { UserCard } from '@/components/user-card'
import { href, type RouteName } from '@/config/paths'
import { APP_VERSION } from '@/lib/constants'
import { useAppStore } from '@/store'
import './my.css'

/** Entries to built pages only: a page that is not built has no entry (DEVELOPERS: no stubs). */
const ENTRIES: { name: RouteName; label: string }[] = [
  { name: 'tips', label: '安全充电小贴士' },
  { name: 'privacy', label: '隐私政策' },
]

export default function MyPage() {
  const navigate = useNavigate()
  const stored = useAppStore((s) => s.userInfo)
  const isPhone = useAppStore((s) => s.isPhone)
  const phone = useAppStore((s) => s.phone)
  const { data, isPending, isError } = useUserInfo()
  const user = data ?? stored
  const bindButton = isPhone ? null : (
    <button type="button" className="my__bind" onClick={() => navigate(href('bindPhone'))}>
      绑定手机号
    </button>
  )

  return (
    <div className="app-page app-page--with-tabs app-page--soft my">
      <section className="my__header" aria-label="个人信息">
        <UserCard
          loading={isPending && !stored && !isError}
          nickName={user?.nickName}
          headUrl={user?.headUrl}
          maskMobileNo={user?.maskMobileNo}
          extra={bindButton}
        />
      </section>
      <List header="账号" className="my__list">
        <List.Item
          onClick={() => navigate(href('bindPhone'))}
          extra={isPhone ? phone || user?.maskMobileNo : '未绑定'}
        >
          {isPhone ? '更换手机号' : '绑定手机号'}
        </List.Item>
      </List>
      <List header="服务与帮助" className="my__list">
        {ENTRIES.map((entry) => (
          <List.Item key={entry.name} onClick={() => navigate(href(entry.name))}>
            {entry.label}
          </List.Item>
        ))}
        <List.Item extra={`v${APP_VERSION}`} arrowIcon={false}>
          当前版本
        </List.Item>
      </List>
    </div>
  )
}

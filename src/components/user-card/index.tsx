import type { ReactNode } from 'react'
import { useUserInfo } from '@/api/user'
import { useAppStore } from '@/store'
import './user-card.css'

interface Props {
  nickName?: string
  headUrl?: string
  maskMobileNo?: string
  loading?: boolean
  /** Right-hand content, e.g. a bind-phone button. */
  extra?: ReactNode
}

/** Avatar, nickname and masked mobile: the top of home and mine. */
export function UserCard({ nickName, headUrl, maskMobileNo, loading, extra }: Props) {
  if (loading) {
    return (
      <div className="user-card" role="status" aria-busy="true" aria-label="加载中">
        <span className="skeleton user-card__avatar-skeleton" />
        <span className="user-card__text-skeleton">
          <span className="skeleton" style={{ height: 18, width: '50%' }} />
          <span className="skeleton" style={{ height: 14, width: '35%', marginTop: 8 }} />
        </span>
      </div>
    )
  }
  return (
    <div className="user-card">
      <span className="user-card__avatar" aria-hidden="true">
        {headUrl ? <img src={headUrl} alt="" width={56} height={56} /> : (nickName || '微')[0]}
      </span>
      <div className="user-card__text">
        <p className="user-card__name">{nickName || '微信用户'}</p>
        <p className="user-card__phone">{maskMobileNo || '未绑定手机号'}</p>
      </div>
      {extra}
    </div>
  )
}

/** The signed-in user: the server's figures, or the stored profile while they load. */
export function CurrentUserCard({ extra }: { extra?: ReactNode }) {
  const stored = useAppStore((s) => s.userInfo)
  const { data, isPending, isError } = useUserInfo()
  const user = data ?? stored
  return (
    <UserCard
      loading={isPending && !stored && !isError}
      nickName={user?.nickName}
      headUrl={user?.headUrl}
      maskMobileNo={user?.maskMobileNo}
      extra={extra}
    />
  )
}

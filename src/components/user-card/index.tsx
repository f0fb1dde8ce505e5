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

/**
 * The signed-in user: the server's figures, or the stored profile while they load. The user-info
 * call shows no toast when it fails (SPEC §8), so the card says it itself, with 重试: otherwise a
 * user whose profile never came would see 微信用户 and no reason.
 */
export function CurrentUserCard({ extra }: { extra?: ReactNode }) {
  const stored = useAppStore((s) => s.userInfo)
  const { data, isPending, isError, isFetching, refetch } = useUserInfo()
  const user = data ?? stored
  return (
    <>
      <UserCard
        loading={isPending && !stored && !isError}
        nickName={user?.nickName}
        headUrl={user?.headUrl}
        maskMobileNo={user?.maskMobileNo}
        extra={extra}
      />
      {isError && !data && (
        <p className="user-card__failed" role="status">
          用户信息获取失败
          <button type="button" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? '获取中' : '重试'}
          </button>
        </p>
      )}
    </>
  )
}

import Avatar from 'antd-mobile/es/components/avatar'
import Skeleton from 'antd-mobile/es/components/skeleton'
import type { ReactNode } from 'react'
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
      <div className="user-card" aria-busy="true" aria-label="加载中">
        <Skeleton animated className="user-card__avatar-skeleton" />
        <Skeleton.Paragraph lineCount={2} animated className="user-card__text-skeleton" />
      </div>
    )
  }
  return (
    <div className="user-card">
      <Avatar src={headUrl ?? ''} className="user-card__avatar" alt="" />
      <div className="user-card__text">
        <p className="user-card__name">{nickName || '微信用户'}</p>
        <p className="user-card__phone">{maskMobileNo || '未绑定手机号'}</p>
      </div>
      {extra}
    </div>
  )
}

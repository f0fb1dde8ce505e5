import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { userApi } from '@/api/user'
import { sessionFlags, useAppStore } from '@/store'
import { knownOpenId, operatorAppId } from './auth'
import './follow-dialog.css'

const SHOWN_FLAG = 'followDialogShown'

/** SPEC §4: shown when the follow flag is not 1, once per visit, dismissible. */
export function FollowDialog() {
  const token = useAppStore((s) => s.token)
  const accountName = useAppStore((s) => s.customConfigInfo?.publicAccountName) || '公众号'
  // Subscribed so the dialog follows a white-label appId or an openid that arrives after render.
  useAppStore((s) => s.customAppid + s.customOpenid + (s.webCustomOpenidInfo?.openid ?? ''))
  const openid = knownOpenId()
  const appId = operatorAppId()
  const [dismissed, setDismissed] = useState(() => sessionFlags.get(SHOWN_FLAG))

  const attention = useQuery({
    queryKey: ['user', 'attention', appId, openid],
    queryFn: () => userApi.attention({ publicWxOpenId: openid ?? '', appId }),
    enabled: Boolean(token && openid) && !dismissed,
    staleTime: Infinity,
  })
  const visible = !dismissed && attention.data !== undefined && attention.data.flag !== 1
  const qr = useQuery({
    queryKey: ['user', 'qrcode', appId],
    queryFn: () => userApi.createQRCode({ appId }),
    enabled: visible,
    staleTime: Infinity,
  })

  const close = () => {
    sessionFlags.set(SHOWN_FLAG)
    setDismissed(true)
  }

  return visible ? (
    <FollowModal accountName={accountName} qrCodeUrl={qr.data?.qrCodeUrl} onClose={close} />
  ) : null
}

/** A small modal of our own: the first screen carries no popup library. */
function FollowModal(props: { accountName: string; qrCodeUrl?: string; onClose: () => void }) {
  const { accountName, qrCodeUrl, onClose } = props
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    button.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div
      className="follow-dialog__mask"
      role="presentation"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="follow-dialog" role="dialog" aria-modal="true" aria-labelledby="follow-title">
        <h2 id="follow-title" className="follow-dialog__title">
          关注{accountName}
        </h2>
        <p className="follow-dialog__text">
          长按识别二维码关注，及时接收充电开始、充电完成和退款通知
        </p>
        <div className="follow-dialog__qr">
          {qrCodeUrl ? (
            <img src={qrCodeUrl} alt={`${accountName}二维码`} width={180} height={180} />
          ) : (
            <span className="skeleton" style={{ width: 180, height: 180 }} />
          )}
        </div>
        <button ref={button} type="button" className="app-button" onClick={onClose}>
          我知道了
        </button>
      </div>
    </div>
  )
}

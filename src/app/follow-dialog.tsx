import { useQuery } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import CenterPopup from 'antd-mobile/es/components/center-popup'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useState } from 'react'
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

  return (
    <CenterPopup visible={visible} onMaskClick={close} role="dialog" aria-labelledby="follow-title">
      <div className="follow-dialog">
        <h2 id="follow-title" className="follow-dialog__title">
          关注{accountName}
        </h2>
        <p className="follow-dialog__text">
          长按识别二维码关注，及时接收充电开始、充电完成和退款通知
        </p>
        <div className="follow-dialog__qr">
          {qr.data ? (
            <img src={qr.data.qrCodeUrl} alt={`${accountName}二维码`} width={180} height={180} />
          ) : (
            <Skeleton animated className="follow-dialog__qr-skeleton" />
          )}
        </div>
        <Button block color="primary" onClick={close}>
          我知道了
        </Button>
      </div>
    </CenterPopup>
  )
}

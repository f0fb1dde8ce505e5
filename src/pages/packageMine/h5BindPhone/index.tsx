import { useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { feedback } from '@/api/feedback'
import { refreshUserFigures, userApi } from '@/api/user'
import CloseCircleFill from 'antd-mobile-icons/es/CloseCircleFill'
import { FormField, focusField, MobileInput } from '@/components/form-field'
import { useOnceAction } from '@/components/once-action'
import { href, safeInAppPath } from '@/config/paths'
import { isMobile, isSmsCode } from '@/lib/validators'
import { CODE_COUNTDOWN_SECONDS } from '@/lib/constants'
import { appStore, sessionFlags, useAppStore } from '@/store'
import { useCountdown } from './use-countdown'
import './bind-phone.css'

export const BIND_TEXT = {
  badMobile: '请输入正确的手机号',
  badCode: '请输入6位验证码',
  sent: '验证码已发送',
  bound: '绑定成功',
} as const

/** sessionStorage: when the last code was sent, and to which number (kept for its countdown). */
const CODE_SENT_AT = 'bindPhoneCodeSentAt'
const CODE_SENT_TO = 'bindPhoneCodeSentTo'

export default function BindPhonePage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const bound = useAppStore((s) => s.isPhone)
  const phone = useAppStore((s) => s.phone || s.userInfo?.maskMobileNo || '')
  const countdown = useCountdown(CODE_COUNTDOWN_SECONDS, CODE_SENT_AT)
  // Back on the page while a code's countdown runs: the number it went to, ready for its code.
  const [mobile, setMobile] = useState(() =>
    countdown.running ? (sessionFlags.text(CODE_SENT_TO) ?? '') : '',
  )
  const [code, setCode] = useState('')
  // 清除 shows while the mobile is focused and not empty (a tap on it keeps the focus).
  const [mobileFocused, setMobileFocused] = useState(false)
  const [error, setError] = useState<{ field: 'mobile' | 'code'; text: string } | null>(null)
  // A wrong field is said (its one error, an alert) and the user is taken to it, the keyboard up to
  // fix it: the focus does not stay on the button that was tapped. The focus moves before the error
  // is drawn (React draws after the handler), so the error is read once, by the alert.
  const refuse = (field: 'mobile' | 'code', text: string) => {
    setError({ field, text })
    focusField(`bind-${field}`)
  }

  // One tap, one effect (both calls move state: a code sent starts the server's resend limit, a bind
  // changes the account): two taps in one tick make one call.
  const send = useOnceAction(async (to: string) => {
    await userApi.sendMobileCode(to)
    countdown.start()
    sessionFlags.setText(CODE_SENT_TO, to)
    feedback().toast(BIND_TEXT.sent)
  })
  const bind = useOnceAction(async (body: { mobile: string; code: string }) => {
    const result = await userApi.userMobile({ loginType: '02', ...body })
    const userInfo = appStore.get().userInfo
    appStore.set({
      token: result.token,
      isPhone: true,
      phone: result.maskMobileNo,
      userInfo: userInfo ? { ...userInfo, maskMobileNo: result.maskMobileNo } : userInfo,
    })
    sessionFlags.clear(CODE_SENT_AT)
    sessionFlags.clear(CODE_SENT_TO)
    void refreshUserFigures(queryClient)
    feedback().toast(BIND_TEXT.bound)
    navigate(safeInAppPath(params.get('redirect')) ?? href('my'), { replace: true })
  })

  const onSend = () => {
    if (!isMobile(mobile)) return refuse('mobile', BIND_TEXT.badMobile)
    setError(null)
    if (!countdown.running) void send.run(mobile)
  }
  const onSubmit = () => {
    if (!isMobile(mobile)) return refuse('mobile', BIND_TEXT.badMobile)
    if (!isSmsCode(code)) return refuse('code', BIND_TEXT.badCode)
    setError(null)
    void bind.run({ mobile, code })
  }

  return (
    <div className="app-page bind-phone">
      <p className="bind-phone__intro">
        {bound
          ? phone
            ? `当前绑定手机号 ${phone}，可更换为新的手机号`
            : '已绑定手机号，可更换为新的手机号'
          : '绑定手机号后可接收充电通知，并用于退款和账号安全验证'}
      </p>
      <div className="app-card form-field-list bind-phone__form">
        <FormField
          inline
          id="bind-mobile"
          label="手机号"
          error={error?.field === 'mobile' ? error.text : null}
          extra={
            mobile &&
            mobileFocused && (
              <button
                type="button"
                className="bind-phone__clear"
                aria-label="清除"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => setMobile('')}
              >
                <CloseCircleFill />
              </button>
            )
          }
        >
          {(a11y) => (
            <MobileInput
              {...a11y}
              placeholder="请输入手机号"
              value={mobile}
              onChange={setMobile}
              onFocus={() => setMobileFocused(true)}
              onBlur={() => setMobileFocused(false)}
            />
          )}
        </FormField>
        <FormField
          inline
          id="bind-code"
          label="验证码"
          error={error?.field === 'code' ? error.text : null}
          extra={
            <button
              type="button"
              className="bind-phone__send"
              disabled={countdown.running || send.busy}
              onClick={onSend}
            >
              {countdown.running ? `重新发送(${countdown.left}s)` : '获取验证码'}
            </button>
          }
        >
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              maxLength={6}
              placeholder="请输入6位验证码"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          )}
        </FormField>
      </div>
      <div className="bind-phone__actions">
        <Button block color="primary" size="large" loading={bind.busy} onClick={onSubmit}>
          {bound ? '更换绑定' : '立即绑定'}
        </Button>
      </div>
    </div>
  )
}

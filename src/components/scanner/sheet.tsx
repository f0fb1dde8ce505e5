import Button from 'antd-mobile/es/components/button'
import Input from 'antd-mobile/es/components/input'
import { lazy, Suspense, useState } from 'react'
import { ModalSheet } from '@/components/modal/sheet'
import { PILE_NUMBER } from '@/lib/qr'
import { capEdit, halfWidth } from '@/lib/typed-input'
import './scanner.css'

const Camera = lazy(() => import('./camera').then((m) => ({ default: m.Camera })))

export interface ScannerSheetProps {
  open: boolean
  /** 'card': opened by 扫码激活 for a physical card's QR code (its number is typed on the page). */
  purpose?: 'charge' | 'card'
  onClose: () => void
  onText: (text: string) => void
  onPileNumber: (deviceId: string) => void
}

/**
 * Our scanner sheet outside WeChat: camera where possible, and, to charge, pile-number entry always
 * (a card's number is typed on its own page).
 */
export default function ScannerSheet({
  open,
  purpose = 'charge',
  onClose,
  onText,
  onPileNumber,
}: ScannerSheetProps) {
  const [number, setNumber] = useState('')
  const [error, setError] = useState('')
  const submit = () => {
    if (!PILE_NUMBER.test(number)) return setError('请输入正确的电桩编号（6-20位数字）')
    setError('')
    onPileNumber(number)
  }
  return (
    <ModalSheet
      open={open}
      onClose={onClose}
      title={purpose === 'card' ? '扫码激活' : '扫码充电'}
      titleClassName="scanner__title"
      bodyClassName="scanner"
    >
      <p className="scanner__hint">
        {purpose === 'card' ? '将实体卡背面的二维码放入框内' : '将充电桩上的二维码放入框内'}
      </p>
      {open && (
        <Suspense fallback={<div className="scanner__camera" />}>
          <Camera
            onText={onText}
            fallback={
              purpose === 'card'
                ? '无法使用摄像头，请关闭后输入卡片背面的卡号'
                : '无法使用摄像头，请在下方输入电桩编号'
            }
          />
        </Suspense>
      )}
      {purpose === 'charge' && (
        <div className="scanner__manual">
          <label htmlFor="pile-number" className="scanner__label">
            或输入电桩编号
          </label>
          <div className="scanner__row">
            <Input
              id="pile-number"
              inputMode="numeric"
              placeholder="如 10000001"
              value={number}
              onChange={(v) =>
                setNumber((was) => capEdit(halfWidth(v).replace(/\D/g, ''), 20, was))
              }
              onEnterPress={submit}
              clearable
            />
            <Button color="primary" onClick={submit}>
              确定
            </Button>
          </div>
          {error && (
            <p className="scanner__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </ModalSheet>
  )
}

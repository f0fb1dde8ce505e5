import Button from 'antd-mobile/es/components/button'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import * as z from 'zod/mini'
import { useDraftState } from '@/components/form-draft'
import { FormField, focusField } from '@/components/form-field'
import { ScannerSheet, useScan } from '@/components/scanner'
import { href } from '@/config/paths'
import { activationLink } from '@/lib/qr'

const CARD_NO = /^[A-Za-z0-9-]{1,32}$/

/** Activate a physical card: scan the QR code on its back, or type its card number. */
export function ActivateEntry() {
  const navigate = useNavigate()
  const scanner = useScan('card')
  // Kept for the visit: a number the card page does not know (a typo) is there again on 返回.
  const [cardNo, setCardNo] = useDraftState('card-activate-no', z.string(), '')
  const [error, setError] = useState('')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = cardNo.replace(/\s+/g, '')
    if (!CARD_NO.test(value)) {
      setError('请输入卡片背面的卡号')
      // To the field, not left on 查看 (as every form does); its error is the one alert.
      focusField('activate-card-no')
      return
    }
    navigate(href('realCardDetail', { q: activationLink(value) }))
  }

  return (
    <section className="app-card card-list__activate" aria-labelledby="activate-title">
      <h2 id="activate-title">激活实体卡</h2>
      <p>扫描实体卡背面的二维码，或输入卡号查看并激活。</p>
      <Button color="primary" block onClick={() => void scanner.scan()}>
        扫码激活
      </Button>
      <form className="card-list__form" onSubmit={submit} noValidate>
        <FormField
          inline
          id="activate-card-no"
          label="卡号"
          error={error}
          extra={
            <Button type="submit" fill="outline" color="primary">
              查看
            </Button>
          }
        >
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              autoComplete="off"
              placeholder="输入实体卡卡号"
              value={cardNo}
              onChange={(e) => {
                setCardNo(e.target.value)
                setError('')
              }}
            />
          )}
        </FormField>
      </form>
      <ScannerSheet {...scanner.sheet} />
    </section>
  )
}

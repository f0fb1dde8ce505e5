import { useQueryClient } from '@tanstack/react-query'
import Button from 'antd-mobile/es/components/button'
import { useEffect, useState } from 'react'
import { complaintsApi, refreshComplaints } from '@/api/complaints'
import type { ComplaintSubmitRequest, ComplaintType } from '@/api/types'
import {
  choiceA11y,
  FieldError,
  fieldErrorId,
  FormField,
  FormGroup,
  MobileInput,
  useFailedSubmit,
} from '@/components/form-field'
import { useOnceAction } from '@/components/once-action'
import { charCount } from '@/lib/text'
import { COMPLAINT_MAX_CHARS, COMPLAINT_MIN_CHARS, COMPLAINT_TYPES } from '@/lib/complaint-labels'
import { isMobile } from '@/lib/validators'
import { AudioPicker } from './audio-picker'
import { clearDraft, readDraft, saveDraft } from './draft'
import { ImagePicker } from './image-picker'
import { OrderPicker } from './order-picker'
import { COMPLAINT_TEXT } from './text'
import { useRelatedOrder } from './use-related-order'
import { allSettled, uploadedOf, useUploads } from './use-uploads'

interface Props {
  /** From the link (`?orderId=`, already checked for shape): it wins over the draft's. */
  linkOrderId: string | null
  onSubmitted: (complaintId: string) => void
}

/** The required fields top to bottom: a failed 提交 takes the user to the first one that is wrong. */
const FIELD_ORDER = ['type', 'content', 'mobile'] as const
/** A type's radio (its id: a failed submit without a type focuses the first one). */
const typeId = (type: ComplaintType) => `uc-type-${type}`

function errorsOf(type: ComplaintType | null, content: string, mobile: string) {
  const count = charCount(content)
  return {
    type: type ? '' : COMPLAINT_TEXT.pickType,
    content:
      count < COMPLAINT_MIN_CHARS
        ? COMPLAINT_TEXT.tooShort
        : count > COMPLAINT_MAX_CHARS
          ? COMPLAINT_TEXT.tooLong
          : '',
    mobile: isMobile(mobile) ? '' : COMPLAINT_TEXT.badMobile,
  }
}

/** The complaint form: type, order, text, photos, voice, phone; sent once, kept as a draft meanwhile. */
export function ComplaintForm({ linkOrderId, onSubmitted }: Props) {
  const queryClient = useQueryClient()
  const [draft] = useState(readDraft)
  const [type, setType] = useState<ComplaintType | null>(draft?.type ?? null)
  const [content, setContent] = useState(draft?.content ?? '')
  const [mobile, setMobile] = useState(draft?.mobile ?? '')
  const [tried, setTried] = useState(false)
  const [restored, setRestored] = useState(draft !== null)
  const related = useRelatedOrder(linkOrderId ?? draft?.orderId ?? '')
  const images = useUploads('picture', draft?.images ?? [])
  const sound = useUploads('sound', draft?.sound ? [draft.sound] : [])
  const soundItem = sound.items[0]

  const uploadedImages = uploadedOf(images.items)
  const uploadedSound = uploadedOf(sound.items)[0] ?? null
  const draftValues = {
    type,
    orderId: related.orderId,
    content,
    mobile,
    images: uploadedImages,
    sound: uploadedSound,
  }
  const draftKey = JSON.stringify(draftValues)
  useEffect(() => {
    saveDraft(JSON.parse(draftKey) as typeof draftValues)
  }, [draftKey])

  const submit = useOnceAction(async (body: ComplaintSubmitRequest) => {
    const { complaintId } = await complaintsApi.submit(body)
    images.clear()
    sound.clear()
    setType(null)
    setContent('')
    setMobile('')
    setTried(false)
    setRestored(false)
    related.choose(null)
    clearDraft()
    void refreshComplaints(queryClient)
    onSubmitted(complaintId)
  })

  const errors = errorsOf(type, content, mobile)
  const shown = tried ? errors : { type: '', content: '', mobile: '' }
  // A failed submit is said by the focus on the first wrong field, not by an alert a field.
  const failedSubmit = useFailedSubmit(shown)
  const pending = [...images.items, ...sound.items]
  const settled = allSettled(pending)
  const failed = pending.some((i) => i.state === 'failed')
  const count = charCount(content)

  const onSubmit = () => {
    // As the other forms do: focus goes to the first field that is wrong (the type: its first radio).
    const first = FIELD_ORDER.find((key) => errors[key])
    if (first) {
      const control = first === 'type' ? typeId(COMPLAINT_TYPES[0].value) : `uc-${first}`
      return failedSubmit.fail({ found: errors, first, control, show: () => setTried(true) })
    }
    setTried(true)
    if (!settled || !type) return
    void submit.run({
      type,
      ...(related.orderId ? { orderId: related.orderId } : {}),
      content: content.trim(),
      mobile,
      images: uploadedImages.map((i) => i.url),
      ...(uploadedSound ? { sound: uploadedSound.url } : {}),
    })
  }

  return (
    <form
      className="uc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {restored && <p className="uc-draft">{COMPLAINT_TEXT.draftRestored}</p>}
      <section className="uc-card">
        <FormGroup
          id="uc-type"
          legend={
            <>
              投诉类型<span className="uc-required">*</span>
            </>
          }
          error={shown.type}
          announce={failedSubmit.announce('type')}
        >
          <div className="uc-types">
            {COMPLAINT_TYPES.map((t) => (
              <label key={t.value} className={type === t.value ? 'uc-type uc-type--on' : 'uc-type'}>
                <input
                  id={typeId(t.value)}
                  {...choiceA11y('uc-type', shown.type)}
                  className="visually-hidden"
                  type="radio"
                  name="complaint-type"
                  value={t.value}
                  checked={type === t.value}
                  onChange={() => setType(t.value)}
                />
                {t.label}
              </label>
            ))}
          </div>
        </FormGroup>
      </section>

      <section className="uc-card uc-card--flush" aria-label="关联订单">
        <OrderPicker
          value={related.order}
          loading={related.loading}
          onChange={related.choose}
          describedBy={related.gone ? fieldErrorId('uc-order') : undefined}
        />
        <FieldError id={fieldErrorId('uc-order')}>
          {related.gone ? COMPLAINT_TEXT.orderGone : null}
        </FieldError>
      </section>

      <section className="uc-card">
        <FormField
          id="uc-content"
          className={count > COMPLAINT_MAX_CHARS ? 'uc-field uc-field--over' : 'uc-field'}
          label={
            <>
              问题描述<span className="uc-required">*</span>
            </>
          }
          error={shown.content}
          announce={failedSubmit.announce('content')}
          count={{ value: count, max: COMPLAINT_MAX_CHARS }}
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={5}
              value={content}
              placeholder={`请描述您遇到的问题（${COMPLAINT_MIN_CHARS}-${COMPLAINT_MAX_CHARS}字），如电桩编号、时间和现象，便于我们尽快处理`}
              onChange={(e) => setContent(e.target.value)}
            />
          )}
        </FormField>
      </section>

      <section className="uc-card" aria-labelledby="uc-images-title">
        <h2 id="uc-images-title" className="uc-card__title">
          上传图片<span className="uc-card__hint">选填，最多9张，支持png、jpg、jpeg</span>
        </h2>
        <ImagePicker
          items={images.items}
          onAdd={images.add}
          onRetry={images.retry}
          onRemove={images.remove}
        />
      </section>

      <section className="uc-card" aria-labelledby="uc-audio-title">
        <h2 id="uc-audio-title" className="uc-card__title">
          语音说明<span className="uc-card__hint">选填</span>
        </h2>
        <AudioPicker
          item={soundItem}
          onAdd={(file) => sound.add([file])}
          onRetry={sound.retry}
          onRemove={sound.remove}
        />
      </section>

      <section className="uc-card">
        <FormField
          id="uc-mobile"
          className="uc-field"
          label={
            <>
              联系电话<span className="uc-required">*</span>
            </>
          }
          error={shown.mobile}
          announce={failedSubmit.announce('mobile')}
        >
          {(a11y) => (
            <MobileInput
              {...a11y}
              placeholder="请输入手机号，便于客服联系"
              value={mobile}
              onChange={setMobile}
            />
          )}
        </FormField>
      </section>

      <footer className="app-bar uc-bar">
        {!settled && (
          <p className="uc-bar__note" role="status">
            {failed ? COMPLAINT_TEXT.uploadFailed : COMPLAINT_TEXT.uploading}
          </p>
        )}
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          loading={submit.busy}
          disabled={!settled || submit.busy}
        >
          提交
        </Button>
      </footer>
    </form>
  )
}

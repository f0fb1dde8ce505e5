import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { complaintsApi } from '@/api/complaints'
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES } from '@/lib/constants'
import { MSG } from '@/lib/messages'
import { REPLY_AFTER_S } from '@/mocks/complaints/model'
import { DEFAULT_SPEED, setClock } from '@/mocks/core/clock'
import { db } from '@/mocks/core/db'
import { setFault } from '@/mocks/core/faults'
import { COMPLAINT_TEXT } from '@/pages/packageMine/userComplaint/text'
import { appStore } from '@/store'
import { spyFeedback } from '../utils/feedback'
import { withOffsetParent } from '../utils/layout'
import { loginThroughMock } from '../utils/login'
import { renderApp } from '../utils/render'
import { expectSaidByFocus } from '../utils/failed-submit'

const PAGE = '/packageMine/userComplaint'
const TEXT = '扫码后电桩一直显示启动中，十分钟后才提示启动失败，钱却被扣了。'

function file(name: string, type: string, size?: number): File {
  const f = new File([new Uint8Array(32).fill(1)], name, { type })
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size })
  return f
}

let objectUrls = 0
beforeEach(async () => {
  // jsdom has no object URLs: previews get stand-ins, and what is revoked is recorded.
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/preview-${(objectUrls += 1)}`)
  URL.revokeObjectURL = vi.fn()
  await loginThroughMock()
})

const user = () => userEvent.setup({ applyAccept: false })
const submitButton = () => screen.getByRole('button', { name: /提\s*交/ })

/** The message is announced (role alert) and is what describes the control (aria-describedby). */
function expectLinkedAlert(control: HTMLElement, message: string) {
  const alert = screen.getAllByRole('alert').find((a) => a.textContent === message)
  expect(alert).toBeDefined()
  expect(alert?.id).toBeTruthy()
  expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(alert?.id)
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message))
}

async function fillValid(u: ReturnType<typeof user>) {
  await u.click(await screen.findByRole('radio', { name: '扣费问题' }))
  await u.type(screen.getByLabelText(/问题描述/), TEXT)
  await u.type(screen.getByLabelText(/联系电话/), '13912345678')
}

describe('complaint page (userComplaint)', () => {
  withOffsetParent()

  it('filters pictures and audio with the spec messages, and uploads what is left', async () => {
    const { toast } = spyFeedback()
    const u = user()
    renderApp(PAGE)
    const images = await screen.findByLabelText('添加图片')
    await u.upload(images, [
      file('a.gif', 'image/gif'),
      file('huge.png', 'image/png', IMAGE_MAX_BYTES),
      file('ok.png', 'image/png'),
    ])
    const notes = await screen.findByText(MSG.imageTooLarge)
    expect(notes.closest('[role="alert"]')).toHaveTextContent(MSG.imageBadType)
    expect(toast).toHaveBeenCalledWith(MSG.imageTooLarge)
    expect(toast).toHaveBeenCalledWith(MSG.imageBadType)
    const tiles = within(screen.getByRole('list', { name: '已选图片' }))
    expect(tiles.getAllByRole('img')).toHaveLength(1)
    await waitFor(() => expect(tiles.queryByText('上传失败')).toBeNull())
    await waitFor(() => expect(tiles.queryByRole('progressbar')).toBeNull())

    const audio = screen.getByLabelText('添加语音')
    await u.upload(audio, file('voice.wav', 'audio/wav'))
    expect(await screen.findByText(MSG.audioNotMp3)).toBeInTheDocument()
    await u.upload(audio, file('long.mp3', 'audio/mpeg', AUDIO_MAX_BYTES + 1))
    expect(await screen.findByText(MSG.audioTooLarge)).toBeInTheDocument()
    expect(toast).toHaveBeenCalledWith(MSG.audioNotMp3)
    await u.upload(audio, file('voice.mp3', 'audio/mpeg'))
    expect(await screen.findByText('voice.mp3')).toBeInTheDocument()
    expect(document.querySelector('audio')).toHaveAttribute('src', expect.stringMatching(/^blob:/))
    // Removing the voice note frees its preview.
    await u.click(screen.getByRole('button', { name: '删除语音voice.mp3' }))
    expect(URL.revokeObjectURL).toHaveBeenCalled()
    expect(screen.getByLabelText('添加语音')).toBeInTheDocument()
  })

  it('a failed upload is retried alone; submit waits for it', async () => {
    setFault('code:/upload/ad-pict-upload@1')
    const u = user()
    renderApp(PAGE)
    await fillValid(u)
    await u.upload(screen.getByLabelText('添加图片'), [
      file('one.jpg', 'image/jpeg'),
      file('two.jpg', 'image/jpeg'),
    ])
    const retry = await screen.findByRole('button', { name: /^重试上传图片[12]$/ })
    expect(screen.getAllByText('上传失败')).toHaveLength(1)
    expect(submitButton()).toBeDisabled()
    expect(screen.getByText(COMPLAINT_TEXT.uploadFailed)).toBeInTheDocument()
    const uploadsBefore = db.uploads.length
    await u.click(retry)
    await waitFor(() => expect(screen.queryByText('上传失败')).toBeNull())
    await waitFor(() => expect(submitButton()).toBeEnabled())
    expect(db.uploads.length).toBe(uploadsBefore + 1) // only the failed one went again
    await u.click(submitButton())
    expect(await screen.findByRole('heading', { name: '投诉已提交' })).toBeInTheDocument()
    expect(db.complaints.at(-1)?.images).toHaveLength(2)
  })

  it('says what is missing and sends nothing until the form is valid', async () => {
    const u = user()
    renderApp(PAGE)
    const submit = await screen.findByRole('button', { name: /提\s*交/ })
    const types = screen.getByRole('group', { name: /投诉类型/ })
    const content = screen.getByLabelText(/问题描述/)
    const mobile = screen.getByLabelText(/联系电话/)
    // Before 提交 nothing is wrong: the text is described by its count alone.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(content).toHaveAccessibleDescription('0/500')
    expect(content).not.toHaveAttribute('aria-invalid')
    expect(mobile).not.toHaveAttribute('aria-describedby')
    expect(types).not.toHaveAttribute('aria-describedby')

    await u.click(submit)
    expect(screen.getByText(COMPLAINT_TEXT.pickType)).toBeInTheDocument()
    expect(screen.getByText(COMPLAINT_TEXT.tooShort)).toBeInTheDocument()
    expect(screen.getByText(COMPLAINT_TEXT.badMobile)).toBeInTheDocument()
    // The focus on the type's first radio reads the group's error; no alert. The others are read
    // by their field when the user gets there (not all at once).
    expect(types).toHaveAccessibleDescription(COMPLAINT_TEXT.pickType)
    expectSaidByFocus(within(types).getAllByRole('radio')[0]!, COMPLAINT_TEXT.pickType)
    expect(content).toHaveAccessibleDescription(expect.stringContaining(COMPLAINT_TEXT.tooShort))
    expect(mobile).toHaveAccessibleDescription(COMPLAINT_TEXT.badMobile)
    expect(content).toHaveAttribute('aria-invalid', 'true')
    expect(mobile).toHaveAttribute('aria-invalid', 'true')
    // Focus goes to the first field that is wrong: the type, then (once picked) the description.
    expect(document.activeElement).toBe(within(types).getAllByRole('radio')[0])
    await u.click(within(types).getAllByRole('radio')[0]!)
    await u.click(submit)
    expect(document.activeElement).toBe(content)
    await u.type(screen.getByLabelText(/问题描述/), '太慢了')
    expect(screen.getByText('3/500')).toBeInTheDocument()
    expect(content).toHaveAccessibleDescription(`${COMPLAINT_TEXT.tooShort} 3/500`)
    expect(db.complaints).toHaveLength(2)
  })

  it('a failed 提交 with the type picked: no alert a field; the focus on 问题描述 reads its error', async () => {
    const u = user()
    renderApp(PAGE)
    await u.click(await screen.findByRole('radio', { name: '扣费问题' }))
    await u.click(submitButton())
    expect(screen.getByText(COMPLAINT_TEXT.badMobile)).toBeInTheDocument()
    expectSaidByFocus(screen.getByLabelText(/问题描述/), COMPLAINT_TEXT.tooShort)
  })

  it('two taps on 提交 send one complaint, then it shows in 我的投诉', async () => {
    const u = user()
    const { router } = renderApp(PAGE)
    await fillValid(u)
    const button = submitButton()
    await u.dblClick(button)
    await u.click(button)
    expect(await screen.findByRole('heading', { name: '投诉已提交' })).toBeInTheDocument()
    expect(db.complaints).toHaveLength(3)
    expect(appStore.get().complaintDraft).toBeNull()
    await u.click(screen.getByRole('button', { name: '查看我的投诉' }))
    const id = db.complaints.at(-1)?.complaintId ?? ''
    expect(router.state.location.search).toBe(`?tab=mine&complaintId=${id}`)
    const sheet = await screen.findByText('投诉详情')
    expect(sheet.parentElement).toHaveTextContent(TEXT)
    expect(sheet.parentElement).toHaveTextContent('待处理')
  })

  it('keeps a draft (choices, text, uploaded pictures) and restores it when reopened', async () => {
    const u = user()
    const first = renderApp(PAGE)
    await fillValid(u)
    await u.upload(screen.getByLabelText('添加图片'), file('photo.png', 'image/png'))
    await waitFor(() => expect(appStore.get().complaintDraft?.images).toHaveLength(1))
    first.unmount()

    renderApp(PAGE)
    expect(await screen.findByText(COMPLAINT_TEXT.draftRestored)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '扣费问题' })).toBeChecked()
    expect(screen.getByLabelText(/问题描述/)).toHaveValue(TEXT)
    expect(screen.getByLabelText(/联系电话/)).toHaveValue('13912345678')
    expect(within(screen.getByRole('list', { name: '已选图片' })).getAllByRole('img')).toHaveLength(
      1,
    )
    await u.click(submitButton())
    expect(await screen.findByRole('heading', { name: '投诉已提交' })).toBeInTheDocument()
    expect(db.complaints.at(-1)?.images).toHaveLength(1)
    expect(appStore.get().complaintDraft).toBeNull()
  })

  it('preselects the order of the link, and drops one that is not the user’s', async () => {
    renderApp(`${PAGE}?orderId=OD100004`)
    const orderNo = db.orders.find((o) => o.orderId === 'OD100004')?.orderNo ?? ''
    expect(await screen.findByText(new RegExp(orderNo))).toBeInTheDocument()
  })

  it('a link naming an unknown order says so and sends none', async () => {
    renderApp(`${PAGE}?orderId=OD999999`)
    expect(await screen.findByText(COMPLAINT_TEXT.orderGone)).toBeInTheDocument()
    expectLinkedAlert(screen.getByRole('button', { name: /关联订单/ }), COMPLAINT_TEXT.orderGone)
  })

  it('我的投诉 shows each status, the reply once answered, and a complaint opens from its link', async () => {
    await complaintsApi.submit({
      type: 'SUGGESTION',
      content: '建议在小程序里增加充电完成后的语音提醒功能。',
      mobile: '13912345678',
      images: [],
    })
    const u = user()
    renderApp(`${PAGE}?tab=mine`)
    const list = within(await screen.findByRole('tabpanel'))
    expect(await list.findByText('待处理')).toBeInTheDocument()
    expect(list.getByText('处理中')).toBeInTheDocument()
    expect(list.getByText('已回复')).toBeInTheDocument()
    expect(list.getByText(/重新发起退款/)).toBeInTheDocument()
    const items = list.getAllByRole('button', { name: /建议|设备损坏|退款问题/ })
    expect(items.map((b) => b.querySelector('.uc-item__type')?.textContent)).toEqual([
      '其他建议',
      '设备损坏',
      '退款问题',
    ])
    await u.click(list.getByRole('button', { name: /退款问题/ }))
    const sheet = await screen.findByText('投诉详情')
    await waitFor(() => expect(sheet.parentElement).toHaveTextContent('客服回复'))
    expect(sheet.parentElement).toHaveTextContent('138****5678')
  })

  it('a complaint opened again is asked again: the reply shows, not the 待处理 seen before', async () => {
    const content = '再次打开检查：充电十分钟却扣了五块钱，请核实。'
    const { complaintId } = await complaintsApi.submit({
      type: 'BILLING',
      content,
      mobile: '13912345678',
      images: [],
    })
    const { router } = renderApp(`${PAGE}?tab=mine&complaintId=${complaintId}`)
    const first = await screen.findByText('投诉详情')
    await waitFor(() => expect(first.parentElement).toHaveTextContent('待处理'))
    await act(() => router.navigate(`${PAGE}?tab=mine`))
    await waitFor(() => expect(screen.queryByText('投诉详情')).not.toBeInTheDocument())
    const filedAt = Date.now()
    setClock(() => filedAt + ((REPLY_AFTER_S * 1000) / DEFAULT_SPEED) * 2)
    try {
      await act(() => router.navigate(`${PAGE}?tab=mine&complaintId=${complaintId}`))
      // Its next poll would be 5 s away: the answer comes from asking again on opening.
      const again = await screen.findByText('投诉详情')
      await waitFor(() => expect(again.parentElement).toHaveTextContent('客服回复'), {
        timeout: 1500,
      })
    } finally {
      setClock(null)
    }
  })

  it('opens one complaint from its link (?complaintId=)', async () => {
    renderApp(`${PAGE}?tab=mine&complaintId=CP20260001`)
    const sheet = await screen.findByText('投诉详情')
    await waitFor(() => expect(sheet.parentElement).toHaveTextContent('客服回复'))
    expect(sheet.parentElement).toHaveTextContent('CP20260001')
  })
})

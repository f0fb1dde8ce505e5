import { IMAGE_MAX_COUNT } from '@/lib/constants'
import { COMPLAINT_MAX_CHARS, COMPLAINT_MIN_CHARS } from '@/lib/complaint-labels'

/** The complaint page's own words (the spec's pick messages are in src/lib/messages.ts). */
export const COMPLAINT_TEXT = {
  pickType: '请选择投诉类型',
  tooShort: `问题描述至少${COMPLAINT_MIN_CHARS}个字`,
  tooLong: `问题描述不能超过${COMPLAINT_MAX_CHARS}个字`,
  badMobile: '请输入正确的手机号',
  tooMany: `最多上传${IMAGE_MAX_COUNT}张图片，多出的已为您自动过滤`,
  uploading: '文件上传中，请稍候提交',
  uploadFailed: '有文件上传失败，请点“重试”或删除后提交',
  draftRestored: '已恢复上次未提交的内容',
  orderGone: '链接中的订单不存在或不属于您，已取消关联',
} as const

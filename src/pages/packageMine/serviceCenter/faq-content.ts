import { CODE_COUNTDOWN_SECONDS } from '@/lib/constants'

/** The service centre's frequently asked questions, grouped by topic. Plain text, shown as text. */
export interface FaqItem {
  id: string
  topic: string
  question: string
  answer: string
}

export const FAQ: readonly FaqItem[] = [
  {
    id: 'scan',
    topic: '扫码充电',
    question: '如何扫码开始充电？',
    answer:
      '在首页点“扫码充电”，或用微信“扫一扫”扫描电桩机身上的充电二维码。选择空闲的插座（电单车）或充电枪（汽车），确认充电插头已插好，再选择充电方案并支付，电桩会在几秒内开始供电。扫不出来时，也可以在扫码页输入二维码下方印的电桩编号。',
  },
  {
    id: 'invalid-qr',
    topic: '扫码充电',
    question: '扫码后提示“无效的二维码”怎么办？',
    answer:
      '请确认扫描的是电桩或车位旁张贴的充电二维码，而不是广告等其他二维码。二维码反光或破损时，可以换个角度靠近重新扫描，或直接输入电桩编号。仍无法识别的，请拨打客服热线告诉我们电桩所在位置。',
  },
  {
    id: 'unplugged',
    topic: '扫码充电',
    question: '插座或充电枪显示“未插枪”、无法选择？',
    answer:
      '请先把充电插头插紧到插座或车辆充电口，汽车需确认车辆已解锁、处于可充电状态，再下拉页面刷新。显示“占用中”或“故障”的插座无法选择，请换一个空闲的插座。',
  },
  {
    id: 'confirming',
    topic: '支付',
    question: '付款后一直显示“支付确认中…”？',
    answer:
      '微信支付成功后，需要等待微信把支付结果通知到我们的服务器，通常只要几秒，请不要重复付款。如果一段时间后页面提示“订单未支付！”，可以点“重新查询”；若微信已经扣款而订单仍未支付，款项会在核实后原路退回，您也可以拨打客服热线处理。',
  },
  {
    id: 'pay-methods',
    topic: '支付',
    question: '支持哪些支付方式？',
    answer:
      '支持微信支付和充电卡余额支付，支付时可以使用一张优惠券抵扣。充电卡余额不足时，请改用微信支付或先为充电卡充值。',
  },
  {
    id: 'refund-remainder',
    topic: '退款',
    question: '预付的钱没用完，什么时候退回？',
    answer:
      '充电结束后系统自动按实际用电结算，预付金额中未使用的部分原路退回：微信支付的退回微信支付账户，一般即时到账，最迟1-3个工作日；充电卡支付的退回原充电卡，先退本金，再退赠送金额。退款进度可在订单中心的订单详情里查看，到账后消息中心也会通知您。',
  },
  {
    id: 'start-failed',
    topic: '退款',
    question: '付了钱但电桩没有启动，钱会退吗？',
    answer:
      '会。电桩未能启动时订单显示“启动失败”，已付金额全额原路退回，使用的优惠券也会退还到您的账户。请换一个插座或电桩重新扫码充电。',
  },
  {
    id: 'card-balance',
    topic: '充电卡与优惠券',
    question: '充电卡的余额和赠送金额有什么区别？',
    answer:
      '充值赠送的金额单独记为赠送余额。支付时先扣本金余额，不足的部分再扣赠送余额；退款时先退回本金。充电卡只能在它适用的运营商或站点使用，赠送金额不能提现。',
  },
  {
    id: 'coupon',
    topic: '充电卡与优惠券',
    question: '为什么优惠券用不了？',
    answer:
      '优惠券需要在有效期内，并满足使用门槛（例如满3.00元可用），每笔订单只能用一张。支付页只列出当前订单可用的优惠券，并默认选中优惠最多的一张。订单取消或启动失败时，已使用的优惠券会自动退还。',
  },
  {
    id: 'fault',
    topic: '电桩故障',
    question: '充电中途停止或电桩故障怎么办？',
    answer:
      '先检查插头是否松动、车辆是否已充满。电桩故障停止时，系统按实际用电结算并退回剩余金额，订单的结束原因显示“设备故障停止”。您可以换一个插座或电桩重新充电，并拨打客服热线告诉我们电桩编号，我们会尽快安排检修。',
  },
  {
    id: 'offline',
    topic: '电桩故障',
    question: '电桩显示离线，还能充电吗？',
    answer:
      '离线或故障的电桩暂时无法下单，也不会扣费。请选择同一站点的其他电桩；如果整个站点都离线，可能是网络或供电中断，请稍后再试或联系客服。',
  },
  {
    id: 'phone',
    topic: '手机号',
    question: '为什么要绑定手机号？怎样更换？',
    answer: `绑定手机号用于接收充电和退款通知、保障账户安全。在“我的”页点“绑定手机号”，输入手机号和短信验证码即可完成绑定；更换手机号也在“我的”页操作。收不到验证码时，请确认号码无误、短信未被拦截，${CODE_COUNTDOWN_SECONDS}秒后可以重新发送。`,
  },
]

/** The questions whose question or answer contains every word of `query` (case-insensitive). */
export function searchFaq(query: string, items: readonly FaqItem[] = FAQ): readonly FaqItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return items
  return items.filter((item) => {
    const text = `${item.topic}${item.question}${item.answer}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

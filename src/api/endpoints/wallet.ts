export const WALLET_API = {
  cardDetail: '/card/card-detail',
  rechargeOptions: '/card/recharge-options',
  rechargeCreate: '/card/recharge-create',
  reportLoss: '/card/report-loss',
  cancelLoss: '/card/cancel-loss',
  unbind: '/card/unbind',
  bankConfigDelete: '/bank-config/bank-config-delete',
  refundable: '/refund/refundable',
  refundApply: '/refund/refund-apply',
  refundList: '/refund/refund-list',
} as const

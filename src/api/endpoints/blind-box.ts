export const BLIND_BOX_VOUCHERS = '/blind-box/charge-voucher-list'

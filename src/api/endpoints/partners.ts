export const PARTNER_API = {
  apply: '/partner/apply',
} as const

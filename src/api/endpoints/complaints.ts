export const COMPLAINT_API = {
  submit: '/complaint/complaint-submit',
  list: '/complaint/complaint-list',
  detail: '/complaint/complaint-detail',
} as const

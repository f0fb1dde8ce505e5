export const INSURANCE_API = {
  product: '/insurance/product-detail',
  create: '/insurance/create-policy',
  myPolicy: '/insurance/my-policy',
} as const

export const RED_PACKET_API = {
  create: '/red-packet/create-red-packet',
  list: '/red-packet/red-packet-list',
  detail: '/red-packet/red-packet-detail',
  byOrder: '/red-packet/red-packet-by-order',
  open: '/red-packet/open-red-packet',
  minePublished: '/red-packet/mine-published',
  mineReceived: '/red-packet/mine-received',
} as const

import { BANK_LIST_PAGE_SIZE } from '@/lib/constants'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { post } from './client'
import { API } from './endpoints/spec'
import { WALLET_API } from './endpoints/wallet'
import { type BankConfig, type BankConfigListResult, type BankConfigSaveRequest } from './types'

export const bankApi = {
  /** SPEC §7: the whole list in one page of 1000. */
  list: () =>
    post<BankConfigListResult>(API.bankConfigList, { pageNo: 1, pageSize: BANK_LIST_PAGE_SIZE }),
  save: (body: BankConfigSaveRequest) => post<BankConfig>(API.bankConfigSave, body),
  /** Designed: removes one of the user's bank cards (refused while a refund to it is under way). */
  remove: (bankConfigId: string) => post<null>(WALLET_API.bankConfigDelete, { bankConfigId }),
}

/** SPEC §3: a list item's label is bankName-bankCardNo and its value is bankConfigId. */
export function bankOption(config: BankConfig): { label: string; value: string } {
  return { label: `${config.bankName}-${config.bankCardNo}`, value: config.bankConfigId }
}

export const bankKeys = {
  list: ['bank-configs'] as const,
}

export const bankQueries = {
  /** The user's bank cards (refund form, 银行卡管理). */
  list: () => queryOptions({ queryKey: bankKeys.list, queryFn: bankApi.list }),
}

/** After a bank card was added or removed. */
export function refreshBanks(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: bankKeys.list })
}

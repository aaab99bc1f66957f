/**
 * Payout accounts (api-contract.md "Accounts"; spec.md §3): the 15 withdrawal banks, bank cards, USDT addresses and
 * third-party accounts (EBpay, KOIpay, Alipay, WeChat, other), with their query hooks and cache keys. Numbers come
 * masked from the server (spec.md §5: cards show the last 4 digits).
 */
import type {
  bankCardSchema,
  blockchainAccountSchema,
  Infer,
  payoutAccountCreatedOutput,
  sysBankSchema,
  thirdPartAccountSchema,
  ThirdPartType,
  UsdtProtocol,
} from '@app/shared';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

export type SysBank = Infer<typeof sysBankSchema>;
/** Card numbers masked to the last 4 digits, addresses to the first and last 4. */
export type BankCard = Infer<typeof bankCardSchema>;
export type BlockchainAccount = Infer<typeof blockchainAccountSchema>;
export type ThirdPartAccount = Infer<typeof thirdPartAccountSchema>;

export interface BindBankCard {
  cardholder: string;
  cardType: 'debit' | 'credit';
  bankId: number;
  cardNo: string;
  address: string;
}

export interface BindBlockchain {
  alias: string;
  address: string;
  coinType: 'USDT';
  protocol: UsdtProtocol;
}

export interface BindThirdPart {
  type: ThirdPartType;
  alias: string;
  account: string;
  qrImage?: string;
}

export const getSysBank = () => request<SysBank[]>('POST', '/web/sys/sysbank/getSysBank');
export const queryBankCards = () => request<BankCard[]>('POST', '/web/userBankCard/query');
export const bindBankCard = (input: BindBankCard) => request<Infer<typeof payoutAccountCreatedOutput>>('POST', '/web/userBankCard/bind', { ...input }, { json: true });
/** spec.md §7: a string payload is the path suffix (`/delete/{id}`). */
export const deleteBankCard = (id: number) => request<null>('POST', '/web/userBankCard/delete', String(id));
export const queryBlockchain = () => request<BlockchainAccount[]>('POST', '/web/userBlockchain/query');
export const bindBlockchain = (input: BindBlockchain) => request<Infer<typeof payoutAccountCreatedOutput>>('POST', '/web/userBlockchain/bind', { ...input }, { json: true });
export const deleteBlockchain = (id: number) => request<null>('POST', '/web/userBlockchain/delete', String(id));
export const queryThirdPart = () => request<ThirdPartAccount[]>('POST', '/web/userThirdPartAccount/query');
export const bindThirdPart = (input: BindThirdPart) =>
  request<Infer<typeof payoutAccountCreatedOutput>>('POST', '/web/userThirdPartAccount/bind', { ...input }, { json: true });
export const deleteThirdPart = (id: number) => request<null>('POST', '/web/userThirdPartAccount/delete', String(id));

export const payoutKeys = {
  all: ['payout'] as const,
  banks: ['payout', 'banks'] as const,
  bankCards: ['payout', 'accounts', 'bankCards'] as const,
  blockchain: ['payout', 'accounts', 'blockchain'] as const,
  thirdPart: ['payout', 'accounts', 'thirdPart'] as const,
  /** Every list of bound accounts, plus the withdraw methods whose availability depends on them. */
  accounts: ['payout', 'accounts'] as const,
};

export function useSysBanks(): UseQueryResult<SysBank[]> {
  // The bank list is seed data: it does not change while the app is open.
  return useQuery({ queryKey: payoutKeys.banks, queryFn: () => dataOf(getSysBank()), staleTime: Infinity });
}
export function useBankCards(): UseQueryResult<BankCard[]> {
  return useQuery({ queryKey: payoutKeys.bankCards, queryFn: () => dataOf(queryBankCards()) });
}
export function useBlockchainAccounts(): UseQueryResult<BlockchainAccount[]> {
  return useQuery({ queryKey: payoutKeys.blockchain, queryFn: () => dataOf(queryBlockchain()) });
}
export function useThirdPartAccounts(): UseQueryResult<ThirdPartAccount[]> {
  return useQuery({ queryKey: payoutKeys.thirdPart, queryFn: () => dataOf(queryThirdPart()) });
}

/** After a bind or delete: the account lists and the withdraw methods (their `noAccount` reason) are stale. */
export function useInvalidateAccounts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payoutKeys.all });
}

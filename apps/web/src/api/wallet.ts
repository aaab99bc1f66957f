/**
 * Wallet calls (api-contract.md Member and Wallet; spec.md §4): balances, venue wallets, transfers, one-key
 * recovery and the auto-transfer switch, with their query hooks. Amounts are decimal strings (design.md §4).
 * Calls that move money take the Idempotency-Key of the user action that caused them.
 */
import type {
  convertMoneyOutput,
  getTransWalletBalanceInfoOutput,
  getUserBalanceOutput,
  Infer,
  oneTouchTransferOutput,
  recoveryItemSchema,
  transInfoOutput,
  userBalanceMapSchema,
  venueWalletSchema,
} from '@app/shared';
import { ERROR_CODES } from '@app/shared';
import { useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from './query';
import { request } from './request';

export type UserBalanceMap = Infer<typeof userBalanceMapSchema>;
export type VenueWallet = Infer<typeof venueWalletSchema>;
export type TransWalletInfo = Infer<typeof getTransWalletBalanceInfoOutput>;

export interface ConvertMoneyInput {
  from: string;
  to: string;
  amount: string;
}

export type ConvertMoneyResult = Infer<typeof convertMoneyOutput>;
export type RecoveryItem = Infer<typeof recoveryItemSchema>;
export type OneTouchResult = Infer<typeof oneTouchTransferOutput>;
export type TransInfo = Infer<typeof transInfoOutput>;

/** notFound ("interface does not exist"): an install without the money core answers it; the balance is then hidden, silently. */
const NO_ENDPOINT = ERROR_CODES.notFound;

export const getUserBalance = () =>
  request<Infer<typeof getUserBalanceOutput>>('POST', '/web/user/getUserBalance', undefined, { quietCodes: [NO_ENDPOINT] });

/** The one balance fetcher (balance header, My page, the post-login prefetch): null when there is no endpoint. */
export async function fetchUserBalance(): Promise<UserBalanceMap | null> {
  const envelope = await getUserBalance();
  if (envelope.code === NO_ENDPOINT) return null;
  return (await dataOf(Promise.resolve(envelope))).userBalanceMap;
}

export const getTransWalletBalanceInfo = () => request<TransWalletInfo>('POST', '/web/user/getTransWalletBalanceInfo');

export const convertMoney = (input: ConvertMoneyInput, idempotencyKey: string) =>
  request<ConvertMoneyResult>('POST', '/web/apiCode/convertMoney', { ...input }, { json: true, idempotencyKey });

export const oneTouchTransfer = (idempotencyKey: string) =>
  request<OneTouchResult>('POST', '/web/user/oneTouchTransfer', undefined, { idempotencyKey });

export const getUserTransInfo = () => request<TransInfo>('POST', '/web/user/getUserTransInfo');

/** Auto-transfer on or off; `walletFree` sets free-transfer mode too (unchanged when left out). */
export const changeWalletType = (type: 'auto' | 'manual', walletFree?: boolean) =>
  request<TransInfo>('POST', '/web/user/changeWalletType', walletFree === undefined ? { type } : { type, walletFree: String(walletFree) });

export const walletKeys = {
  all: ['wallet'] as const,
  balance: ['wallet', 'balance'] as const,
  venues: ['wallet', 'venues'] as const,
  transInfo: ['wallet', 'transInfo'] as const,
};

/**
 * The one refresh of money on screen (issue 13), called after every money call (transfer, recovery, withdrawal,
 * deposit, back from a game), by pull-to-refresh and by the balance refresh buttons: every cache a money move can
 * change — balances, venue wallets, the transaction and bet records, and the signed-in user's info (memberKeys in
 * features/account/api/member.ts, under `user`: the VIP level grows with deposits). Queries on screen refetch now,
 * the others when next shown.
 */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [walletKeys.all, ['records'], ['user']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/**
 * Money changes elsewhere too (an operator approves a withdrawal or adjusts the wallet, a game settles): a screen
 * showing a balance refetches it each time it opens and each time the app returns to the foreground (TanStack's
 * focusManager already listens to visibilitychange; the app turns refetch-on-focus off for every other query).
 * Costs nothing in the shell (issue 13).
 */
export const LIVE_MONEY = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** Used on member screens only (the route guard and the My page show them with a session). */
export function useUserBalance(): UseQueryResult<UserBalanceMap | null> {
  return useQuery({ queryKey: walletKeys.balance, queryFn: fetchUserBalance, ...LIVE_MONEY });
}

export function useVenueWallets(): UseQueryResult<TransWalletInfo> {
  return useQuery({ queryKey: walletKeys.venues, queryFn: () => dataOf(getTransWalletBalanceInfo()), ...LIVE_MONEY });
}

export function useTransInfo(): UseQueryResult<TransInfo> {
  return useQuery({ queryKey: walletKeys.transInfo, queryFn: () => dataOf(getUserTransInfo()) });
}

/** invalidateMoney for components. */
export function useInvalidateMoney(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => invalidateMoney(queryClient);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Balance, LessonBalancePayment, TransactionItem, TransactionList } from '../../../shared/contracts/ledger';
import { BALANCE_PATH, BALANCE_TRANSACTIONS_PATH, lessonBalancePaymentPath } from '../../../shared/contracts/ledger';
import type {
  CreateTopUpInput,
  LessonPayment,
  Payment,
  PaymentList,
  StartedPayment,
} from '../../../shared/contracts/payments';
import {
  PAYMENTS_PATH,
  TOP_UPS_PATH,
  lessonCardPaymentPath,
  lessonPaymentPath,
  paymentPath,
} from '../../../shared/contracts/payments';
import { useApiClient } from '../../app';

/** Query keys of card payments (HOUSE-STYLE 8). */
export const paymentsKeys = {
  root: ['payments'] as const,
  list: ['payments', 'list'] as const,
  one: (paymentId: string) => ['payments', 'one', paymentId] as const,
  lesson: (lessonId: string) => ['payments', 'lesson', lessonId] as const,
  balance: ['payments', 'balance'] as const,
  transactions: (filters: TransactionFilters) => ['payments', 'transactions', filters] as const,
};

/** The balance screen's filters: one type and one status at most. */
export interface TransactionFilters {
  status?: TransactionItem['status'];
  purpose?: TransactionItem['purpose'];
}

export function useBalance() {
  const client = useApiClient();
  return useQuery({
    queryKey: paymentsKeys.balance,
    queryFn: async ({ signal }) => (await client.get<Balance>(BALANCE_PATH, { signal })).data,
  });
}

export function useBalanceTransactions(filters: TransactionFilters) {
  const client = useApiClient();
  return useQuery({
    queryKey: paymentsKeys.transactions(filters),
    queryFn: async ({ signal }) =>
      (await client.get<TransactionList>(BALANCE_TRANSACTIONS_PATH, { signal, params: { ...filters, limit: 100 } })).data,
  });
}

/** A payment still waiting for the acquirer's answer. */
export const isPending = (p: Payment) => p.transactionStatus === 'CREATED' || p.transactionStatus === 'PROCESSING';

export function usePayments() {
  const client = useApiClient();
  return useQuery({
    queryKey: paymentsKeys.list,
    queryFn: async ({ signal }) => (await client.get<PaymentList>(PAYMENTS_PATH, { signal })).data,
  });
}

/** One payment; asked again every 2 s while the acquirer has not answered (the result page). */
export function usePayment(paymentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: paymentsKeys.one(paymentId),
    queryFn: async ({ signal }) => (await client.get<Payment>(paymentPath(paymentId), { signal })).data,
    refetchInterval: (query) => (query.state.data && !isPending(query.state.data) ? false : 2000),
  });
}

export function useLessonPayment(lessonId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: paymentsKeys.lesson(lessonId),
    queryFn: async ({ signal }) => (await client.get<LessonPayment>(lessonPaymentPath(lessonId), { signal })).data,
  });
}

export function useStartTopUp() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTopUpInput) => (await client.post<StartedPayment>(TOP_UPS_PATH, input)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.root }),
  });
}

export function usePayLessonByCard(lessonId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (idempotencyKey: string) =>
      (await client.post<StartedPayment>(lessonCardPaymentPath(lessonId), { idempotencyKey })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.root }),
  });
}

/** Pays a lesson from the balance (a hold until it completes); the key makes a retry pay once. */
export function usePayLessonFromBalance(lessonId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (idempotencyKey: string) =>
      (await client.post<LessonBalancePayment>(lessonBalancePaymentPath(lessonId), { idempotencyKey })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.root }),
  });
}

/** The acquirer's hosted page is another site (or the sandbox's server page): a full navigation. */
export function goToPaymentPage(pageUrl: string) {
  window.location.assign(pageUrl);
}

/** API paths of the ledger (src/server/modules/ledger), shared by server tests and the client. */
export const BALANCE_PATH = '/users/v1/balance';
export const BALANCE_TRANSACTIONS_PATH = `${BALANCE_PATH}/transactions`;
/** Pay a lesson from the balance (CONFIRM_PAYMENT; money-pay's card route is `…/card`). */
export const lessonBalancePaymentPath = (lessonId: string) =>
  `/users/v1/payments/lessons/${encodeURIComponent(lessonId)}/balance`;
/** Administrators: a user's balance, entries and manual adjustments. */
export const adminBalancePath = (userId: string) => `/users/v1/admin/balances/${encodeURIComponent(userId)}`;
export const adminAdjustmentsPath = (userId: string) => `${adminBalancePath(userId)}/adjustments`;
/** The web client's top-up page (money-pay's screen): where the negative-balance banner leads. */
export const TOP_UP_PAGE_PATH = '/settings/balance/top-up';

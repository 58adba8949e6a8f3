/** API paths of card payments (src/server/modules/payments), shared by server tests and the client. */
export const PAYMENTS_PATH = '/users/v1/payments';
export const TOP_UPS_PATH = `${PAYMENTS_PATH}/top-ups`;
export const paymentPath = (paymentId: string) => `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}`;
export const lessonCardPaymentPath = (lessonId: string) =>
  `${PAYMENTS_PATH}/lessons/${encodeURIComponent(lessonId)}/card`;
export const lessonPaymentPath = (lessonId: string) => `${PAYMENTS_PATH}/lessons/${encodeURIComponent(lessonId)}`;
/** Where acquirers post their signed status updates (open: the signature is the authentication). */
export const PAYMENT_WEBHOOK_PATH = '/users/v1/open/payments/webhook';
/** The sandbox acquirer's hosted payment page and its API (served by this server). */
export const SANDBOX_PAY_PATH = '/sandbox-acquirer/pay';
export const sandboxPayPath = (invoiceId: string) => `${SANDBOX_PAY_PATH}/${encodeURIComponent(invoiceId)}`;
/** The web client's payment result page (the acquirer redirects here). */
export const paymentResultPagePath = (paymentId: string) => `/payments/${encodeURIComponent(paymentId)}/result`;

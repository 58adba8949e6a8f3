import type { NotificationParams } from '../../i18n/translate-notification';

/**
 * The screen a notification is about, as an app path, from its key and params; null when there is
 * nothing to open. Shared by the list screen, the desktop's native notification and the email.
 */
export function notificationLink(titleKey: string, params: NotificationParams): string | null {
  if (titleKey.startsWith('verification-')) return '/user/profile/edit';
  if (titleKey === 'lesson-request-public-new') return '/requests?tab=general';
  if (titleKey.startsWith('lesson-request-')) return '/requests';
  // A quiz approved or declined by an admin: the author's quiz in the editor.
  if (titleKey === 'quiz-approved' || titleKey === 'quiz-declined')
    return typeof params.quizId === 'string'
      ? `/quiz-authoring/${encodeURIComponent(params.quizId)}`
      : '/quiz-authoring';
  if (titleKey.startsWith('lesson-'))
    return typeof params.lessonId === 'string' ? `/lessons/${encodeURIComponent(params.lessonId)}` : '/schedule';
  // The ledger's notices: the balance with its transactions, where the debt is paid.
  if (titleKey.startsWith('balance-') || titleKey === 'platform-fee-posted') return '/settings?section=balance';
  // A card payment waiting for an administrator: the payer's balance, where it is settled by hand.
  if (titleKey.startsWith('payment-review-'))
    return typeof params.userId === 'string'
      ? `/admin/balances?user=${encodeURIComponent(params.userId)}`
      : '/admin/balances';
  if (titleKey === 'message-new' && typeof params.chatId === 'string')
    return `/messages/${encodeURIComponent(params.chatId)}`;
  return null;
}

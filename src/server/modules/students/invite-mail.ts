import type { Language } from '../../../shared/i18n/language';
import type { MailMessage } from '../../integrations/mail/mail.port';

const TEXT: Record<Language, { subject: string; lines: (name: string) => string[]; open: string }> = {
  uk: {
    subject: 'Запрошення до Repetytor',
    lines: (name) => [
      `Репетитор ${name} запрошує вас до своїх учнів у Repetytor.`,
      'Щоб прийняти запрошення, відкрийте посилання нижче: зареєструйтеся з цією адресою або увійдіть, якщо вже маєте обліковий запис.',
    ],
    open: 'Прийняти запрошення',
  },
  en: {
    subject: 'Your invitation to Repetytor',
    lines: (name) => [
      `Tutor ${name} invites you to join their students on Repetytor.`,
      'To accept, open the link below: sign up with this address, or sign in if you already have an account.',
    ],
    open: 'Accept the invitation',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The invite mail: who invites, and the accept link on a line of its own. */
export function renderInviteMail(to: string, language: Language, tutorName: string, link: string): MailMessage {
  const t = TEXT[language];
  const lines = t.lines(tutorName);
  return {
    to,
    subject: t.subject,
    text: `${[...lines, `${t.open}:`, link].join('\n\n')}\n\nRepetytor\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">${t.open}</a></p><p>Repetytor</p></body></html>`,
  };
}

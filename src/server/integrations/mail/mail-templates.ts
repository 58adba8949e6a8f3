import type { Language } from '../../../shared/i18n/language';
import type { MailMessage } from './mail.port';

/**
 * Every email the accounts domain sends, in Ukrainian and English (the user's language). The
 * code sits on a line of its own in the text part, so it is easy to read and to copy.
 */
type Template = { subject: string; lines: string[] };
type TemplateParams = Record<string, string>;

const TEMPLATES = {
  'email-code': {
    uk: {
      subject: 'Код підтвердження Repetytor',
      lines: [
        'Вітаємо, {{name}}!',
        'Ваш код підтвердження:',
        '{{code}}',
        'Код дійсний {{minutes}} хвилин. Якщо ви не реєструвалися в Repetytor, просто проігноруйте цей лист.',
      ],
    },
    en: {
      subject: 'Your Repetytor confirmation code',
      lines: [
        'Hello, {{name}}!',
        'Your confirmation code:',
        '{{code}}',
        'The code is valid for {{minutes}} minutes. If you did not sign up for Repetytor, just ignore this email.',
      ],
    },
  },
  'password-reset': {
    uk: {
      subject: 'Відновлення пароля Repetytor',
      lines: [
        'Вітаємо, {{name}}!',
        'Код для відновлення пароля:',
        '{{code}}',
        'Код дійсний {{minutes}} хвилин. Якщо ви не просили змінити пароль, проігноруйте цей лист: пароль залишиться тим самим.',
      ],
    },
    en: {
      subject: 'Reset your Repetytor password',
      lines: [
        'Hello, {{name}}!',
        'Your password reset code:',
        '{{code}}',
        'The code is valid for {{minutes}} minutes. If you did not ask to reset your password, ignore this email: it stays the same.',
      ],
    },
  },
  'verification-approved': {
    uk: {
      subject: 'Ваш профіль перевірено',
      lines: [
        'Вітаємо, {{name}}!',
        'Ваш профіль репетитора перевірено. Тепер можна увімкнути видимість у пошуку в налаштуваннях профілю.',
      ],
    },
    en: {
      subject: 'Your profile is verified',
      lines: [
        'Hello, {{name}}!',
        'Your tutor profile is verified. You can now turn on search visibility in your profile settings.',
      ],
    },
  },
  'verification-declined': {
    uk: {
      subject: 'Профіль не пройшов перевірку',
      lines: [
        'Вітаємо, {{name}}!',
        'Ваш профіль репетитора не пройшов перевірку. Причина:',
        '{{reason}}',
        'Виправте профіль і надішліть його ще раз.',
      ],
    },
    en: {
      subject: 'Your profile was not verified',
      lines: [
        'Hello, {{name}}!',
        'Your tutor profile was not verified. The reason:',
        '{{reason}}',
        'Update your profile and submit it again.',
      ],
    },
  },
} satisfies Record<string, Record<Language, Template>>;

export type MailTemplate = keyof typeof TEMPLATES;

const fill = (text: string, params: TemplateParams) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderMail(
  template: MailTemplate,
  language: Language,
  to: string,
  params: TemplateParams,
): MailMessage {
  const { subject, lines } = TEMPLATES[template][language];
  const filled = lines.map((line) => fill(line, params));
  return {
    to,
    subject: fill(subject, params),
    text: `${filled.join('\n\n')}\n\nRepetytor\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${filled
      .map((line) =>
        params.code && line === params.code
          ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(line)}</p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('')}<p>Repetytor</p></body></html>`,
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { notificationLink } from '../../../shared/contracts/notifications';
import type { Language } from '../../../shared/i18n/language';
import { translateNotification } from '../../../shared/i18n/translate-notification';
import type { Database } from '../../db/database';
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import type { Events } from '../../events/events';
import type { MailMessage, MailSender } from '../../integrations/mail/mail.port';

/** Notifications whose news already goes out in a mail of its own (verification.service). */
const MAILED_BY_THEIR_DOMAIN = new Set(['verification-approved', 'verification-declined']);
/** A notification older than this when the mailer first sees it (a long outage) is not mailed late. */
const MAIL_WINDOW_MS = 24 * 3_600_000;

const SUBJECT: Record<Language, string> = { uk: 'Нове сповіщення Repetytor', en: 'New Repetytor notification' };
const OPEN: Record<Language, string> = { uk: 'Відкрити', en: 'Open' };
const FOOTER: Record<Language, string> = {
  uk: 'Вимкнути листи зі сповіщеннями можна в налаштуваннях.',
  en: 'You can turn notification emails off in the settings.',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderNotificationMail(
  to: string,
  language: Language,
  n: { title_key: string; params: Record<string, string | number | boolean | null> },
  publicUrl: string,
): MailMessage {
  const title = translateNotification(n.title_key, n.params, language);
  const path = notificationLink(n.title_key, n.params);
  const url = path ? new URL(path, publicUrl).toString() : null;
  const text = [title, url ? `${OPEN[language]}: ${url}` : null, FOOTER[language], 'Repetytor']
    .filter(Boolean)
    .join('\n\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif"><p>${escapeHtml(title)}</p>${
    url ? `<p><a href="${escapeHtml(url)}">${OPEN[language]}</a></p>` : ''
  }<p style="color:#666">${FOOTER[language]}</p><p>Repetytor</p></body></html>`;
  return { to, subject: SUBJECT[language], text: `${text}\n`, html };
}

type MailDeps = { db: Database; mail: MailSender; now: () => number; publicUrl: string; log?: FastifyBaseLogger };

/**
 * Takes one notification not yet handled by the mailer (this one, or the oldest) under `for
 * update skip locked` and marks it, in a short transaction of its own, so several server
 * processes (and the handler beside the sweep) never mail one twice. Answers the row and whether
 * its user wants it mailed, or null when there is nothing to take.
 */
async function claim(deps: MailDeps, notificationId?: string) {
  return deps.db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select([
        'n.id',
        'n.title_key',
        'n.params',
        'n.created_at',
        'u.email',
        'u.language',
        'u.notifications_enabled',
        'u.active',
        'u.deleted_at',
      ])
      .where('n.mailed_at', 'is', null);
    if (notificationId) query = query.where('n.id', '=', notificationId);
    const row = await query.orderBy('n.created_at').limit(1).forUpdate('n').skipLocked().executeTakeFirst();
    if (!row) return null;
    const now = deps.now();
    await trx
      .updateTable('notifications')
      .set({ mailed_at: new Date(now) })
      .where('id', '=', row.id)
      .execute();
    const wanted =
      row.notifications_enabled &&
      row.active &&
      !row.deleted_at &&
      !MAILED_BY_THEIR_DOMAIN.has(row.title_key) &&
      now - row.created_at.getTime() < MAIL_WINDOW_MS;
    return { row, wanted };
  });
}

/**
 * Claims one notification and, if its user wants it, sends it, after the claim committed: the
 * mail sender may write through the database itself (the outbox), which inside the transaction
 * would wait forever for PGlite's one connection. A failed send clears the mark (the event is
 * retried, the sweep tries again) and throws. Answers whether a mail went, or null when there was
 * nothing to claim.
 */
async function claimAndSend(deps: MailDeps, notificationId?: string): Promise<boolean | null> {
  const claimed = await claim(deps, notificationId);
  if (!claimed) return null;
  if (!claimed.wanted) return false;
  const { row } = claimed;
  try {
    await deps.mail.send(renderNotificationMail(row.email, row.language, row, deps.publicUrl));
  } catch (error) {
    await deps.db.updateTable('notifications').set({ mailed_at: null }).where('id', '=', row.id).execute();
    throw error;
  }
  return true;
}

/**
 * Emails each new notification once to its user when they have notifications enabled
 * (`notificationsEnabled`) as it is written: a handler of `notification.created`,
 * outside any transaction (mail is slow I/O). At least once per event, exactly once per row.
 */
export function registerNotificationMail(events: Events, deps: MailDeps): void {
  events.on(
    'notification.created',
    'notifications.mail',
    async (event) => void (await claimAndSend(deps, event.payload.notificationId)),
    { transaction: false },
  );
}

/**
 * The sweep behind the handler: mails what no event announced (rows other modules still write
 * directly, such as lessons.service.ts's) and what a failing mail server left. A crash loses at
 * most the one in flight.
 */
export async function mailPendingNotifications(deps: MailDeps, max = 50): Promise<number> {
  let sent = 0;
  for (let i = 0; i < max; i += 1) {
    const result = await claimAndSend(deps);
    if (result === null) break;
    if (result) sent += 1;
  }
  return sent;
}

export function createNotificationMailJob(options: {
  db: Database;
  mail: MailSender;
  now: () => number;
  publicUrl: string;
  intervalMs: number;
  log?: FastifyBaseLogger;
}): PeriodicJob<number> {
  return createPeriodicJob({
    name: 'notification-mail',
    intervalMs: options.intervalMs,
    log: options.log,
    run: () => mailPendingNotifications(options),
    describe: (count) => (count > 0 ? { mailed: count } : null),
  });
}

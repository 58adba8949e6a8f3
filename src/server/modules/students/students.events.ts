import { invitePagePath } from '../../../shared/contracts/students';
import type { Database } from '../../db/database';
import type { Events } from '../../events/events';
import type { MailSender } from '../../integrations/mail/mail.port';
import type { Live } from '../../live/live';
import { renderInviteMail } from './invite-mail';
import * as q from './students.queries';

declare module '../../events/events.types' {
  interface DomainEvents {
    /**
     * A tutor invited an email address (or invited it again). The token travels only here and in
     * the mail: the invites table keeps its hash, so the mail can be retried after a failure.
     */
    'student.invited': { inviteId: string; teacherId: string; token: string };
    /** A tutor's list changed: an invite accepted, a student switched active or inactive. */
    'students.changed': {
      teacherId: string;
      studentId: string | null;
      change: 'accepted' | 'activated' | 'deactivated';
    };
  }
}

/**
 * What follows an invite: the mail, off the transaction (a slow mail server never holds
 * PGlite's one connection), retried by the dispatcher until it goes (at least once); and the
 * tutor's open list refreshes by a live push when a student accepts.
 */
export function registerStudentHandlers(deps: {
  events: Events;
  live: Live;
  mail: MailSender;
  publicUrl: string;
  db: Database;
}) {
  deps.events.on(
    'student.invited',
    'students.invite-mail',
    async ({ payload }) => {
      const facts = await q.readInviteMailFacts(deps.db, payload.inviteId);
      // Accepted in the meantime (or deleted): the mail has nothing left to offer.
      if (!facts || facts.status !== 'INVITED') return;
      const link = new URL(invitePagePath(payload.token), deps.publicUrl).toString();
      const language = facts.language ?? facts.teacher_language;
      await deps.mail.send(renderInviteMail(facts.email, language, `${facts.first_name} ${facts.last_name}`, link));
    },
    { transaction: false },
  );
  deps.events.on('students.changed', 'students.push', async ({ payload }) => {
    const users = [payload.teacherId, ...(payload.studentId ? [payload.studentId] : [])];
    await deps.live.publish(users, { type: 'students.changed', data: { change: payload.change } });
  });
}

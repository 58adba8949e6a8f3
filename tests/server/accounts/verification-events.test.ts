import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, MailSender } from '../../../src/server/integrations/mail/mail.port';
import { createOutboxMailSender } from '../../../src/server/integrations/mail/outbox-mail-sender';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signInAdmin, teacherWithCompleteProfile, type SignedIn } from './account-helpers';

/**
 * A mail server that refuses the verification mail until the test brings it back; sign-up codes
 * go to the outbox as usual (the helpers read them there).
 */
const sent: MailMessage[] = [];
let mailDown = true;
const flakyMail: MailSender = {
  kind: 'smtp',
  async send(message) {
    if (!/перевірено|verified/i.test(message.subject)) return createOutboxMailSender(t.db, t.app.log).send(message);
    if (mailDown) throw new Error('SMTP connection refused');
    sent.push(message);
  },
};

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ deps: { mail: flakyMail } });
  admin = await signInAdmin(t);
});
afterAll(async () => t?.close());

const as = (user: SignedIn, url: string) => t.app.inject({ method: 'POST', url, headers: bearer(user.token) });

describe('verification side effects (on domain events)', () => {
  it('notifies at once while the mail server is down, then sends the mail on a retry', async () => {
    const teacher = await teacherWithCompleteProfile(t);
    expect((await as(teacher, '/users/v1/verification')).statusCode).toBe(200);
    // The admin answers later: the list is newest first, and equal times have no order.
    t.clock.advance(60_000);
    expect((await as(admin, `/users/v1/admin/verifications/${teacher.id}/approve`)).statusCode).toBe(200);
    await t.app.ctx.events.drain();

    const notes = await t.app.inject({ url: '/users/v1/notifications', headers: bearer(teacher.token) });
    expect(notes.json().items.map((n: { titleKey: string }) => n.titleKey)).toEqual([
      'verification-approved',
      'verification-submitted',
    ]);
    expect(sent).toEqual([]);
    const health = await t.app.inject({ url: '/users/v1/open/health' });
    expect(health.json().detail.failingEvents).toBe(1);

    mailDown = false;
    t.clock.advance(1_500);
    await t.app.ctx.events.drain();
    expect(sent.map((m) => m.to)).toEqual([teacher.email]);
    expect((await t.app.inject({ url: '/users/v1/open/health' })).json().detail.failingEvents).toBe(0);
  });
});

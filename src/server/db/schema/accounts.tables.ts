import type { ColumnType, Generated } from 'kysely';
import type { NotificationParams } from '../../../shared/i18n/translate-notification';

export type CodePurpose = 'EMAIL_VERIFICATION' | 'PASSWORD_RESET' | 'PHONE_VERIFICATION';
export type NotificationKind = 'TRANSACTION' | 'LESSON' | 'SCHEDULE' | 'INFORMATION';

/** Sessions, one-time codes, the mail/SMS outbox and notifications (0100_accounts.sql). */
export interface AccountTables {
  refresh_tokens: {
    id: Generated<string>;
    user_id: string;
    family_id: string;
    token_hash: string;
    created_at: Date;
    expires_at: Date;
    rotated_at: Date | null;
    revoked_at: Date | null;
  };
  one_time_codes: {
    id: Generated<string>;
    purpose: CodePurpose;
    target: string;
    user_id: string | null;
    code_hash: string;
    attempts: Generated<number>;
    max_attempts: number;
    created_at: Date;
    expires_at: Date;
    consumed_at: Date | null;
  };
  outbox: {
    id: Generated<string>;
    channel: 'EMAIL' | 'SMS';
    recipient: string;
    subject: string | null;
    body: string;
    created_at: Generated<Date>;
  };
  notifications: {
    id: Generated<string>;
    user_id: string;
    kind: NotificationKind;
    title_key: string;
    /** jsonb: written as a JSON string, read back parsed by both drivers. */
    params: ColumnType<NotificationParams, string, string>;
    read_at: Date | null;
    created_at: Date;
    /** 0510_messenger.sql: when the notification email was handled (sent or not wanted). */
    mailed_at: Generated<Date | null>;
  };
}

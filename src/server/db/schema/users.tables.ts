import type { Generated } from 'kysely';
import type { Role } from '../../../shared/enums';

export interface UserTables {
  users: {
    id: Generated<string>;
    email: string;
    password_hash: string | null;
    role: Role;
    first_name: string;
    last_name: string;
    middle_name: string | null;
    phone_number: string | null;
    language: Generated<'uk' | 'en'>;
    email_verified: Generated<boolean>;
    registration_step: Generated<'PROFILE_INFO' | 'PHONE_NUMBER' | 'SKILLS' | 'COMPLETE'>;
    notifications_enabled: Generated<boolean>;
    active: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    last_seen_at: Date | null;
    gender: 'MALE' | 'FEMALE' | null;
    search_category_code: string | null;
    search_city_code: string | null;
    /** The `sub` of the Google account linked for sign-in (0100_accounts.sql). */
    google_subject: string | null;
    /** Set when the user deleted the account; the row stays for ledgers and lessons. */
    deleted_at: Date | null;
    /** Set while an admin has blocked the account (`active` is false meanwhile; 0810_user_blocks.sql). */
    blocked_at: Date | null;
  };
}

import { z } from 'zod';
import { text } from '../../validation/text';

/** POST /users/v1/admin/users/:userId/block and …/unblock: an admin blocks or unblocks an account. */
export const UserBlockParams = z.object({ userId: z.uuid({ error: 'validation.invalid' }) });

/** What both answer: the account and whether it is blocked now. */
export const UserBlockState = z
  .object({ userId: text(), blocked: z.boolean(), blockedAt: text().nullable() })
  .meta({ id: 'UserBlockState' });
export type UserBlockState = z.infer<typeof UserBlockState>;

export const userBlockPath = (userId: string) => `/users/v1/admin/users/${encodeURIComponent(userId)}/block`;
export const userUnblockPath = (userId: string) => `/users/v1/admin/users/${encodeURIComponent(userId)}/unblock`;

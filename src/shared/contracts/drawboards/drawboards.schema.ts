import { z } from 'zod';
import { text } from '../../validation/text';

export const DRAWBOARD_NAME_MAX = 80;

/** A lesson's drawboard: a name and its operations. */
export const Drawboard = z.object({
  id: text(),
  lessonId: text(),
  name: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type Drawboard = z.infer<typeof Drawboard>;

/** The lesson's boards, oldest first; `editable` is false once the meeting is over (read-only). */
export const DrawboardList = z.object({
  items: z.array(Drawboard),
  editable: z.boolean(),
  /** tldraw's licence key (TLDRAW_LICENSE_KEY), null when unset. */
  licenseKey: text().nullable(),
});
export type DrawboardList = z.infer<typeof DrawboardList>;

export const DrawboardNameInput = z.object({
  name: text().trim().min(1, { error: 'validation.required' }).max(DRAWBOARD_NAME_MAX, { error: 'validation.too-long' }),
});
export type DrawboardNameInput = z.infer<typeof DrawboardNameInput>;

const id = () => z.uuid({ error: 'validation.invalid' });
export const DrawboardLessonParams = z.object({ lessonId: id() });
export const DrawboardParams = z.object({ lessonId: id(), boardId: id() });

/**
 * A one-use ticket for the board's WebSocket (a browser cannot send an Authorization header on
 * one): valid for a minute, for this user and board only.
 */
export const DrawboardTicket = z.object({ ticket: text(), readOnly: z.boolean() });
export type DrawboardTicket = z.infer<typeof DrawboardTicket>;

export const DrawboardSocketQuery = z.object({ ticket: text(), sessionId: text().max(200) });

/** The board's records as tldraw's store snapshot (read-only view without a socket). */
export const DrawboardSnapshot = z.object({
  board: Drawboard,
  records: z.array(z.record(text(), z.unknown())),
  schema: z.record(text(), z.unknown()).nullable(),
});
export type DrawboardSnapshot = z.infer<typeof DrawboardSnapshot>;

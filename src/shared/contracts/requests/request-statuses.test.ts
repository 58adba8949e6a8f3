import { describe, expect, it } from 'vitest';
import { canTransition, LESSON_REQUEST_STATUSES, REQUEST_TRANSITIONS, statusesLeadingTo } from './request-statuses';

describe('lesson request transitions (docs/requests/statuses.md)', () => {
  it('lets an active request be accepted, rejected, offered on, cancelled or deactivated', () => {
    expect(REQUEST_TRANSITIONS.ACTIVE).toEqual([
      'ACCEPTED',
      'REJECTED',
      'WAITING_FOR_REPLY',
      'CANCELLED',
      'DEACTIVATED',
    ]);
    expect(canTransition('WAITING_FOR_REPLY', 'DEACTIVATED')).toBe(false);
    expect(canTransition('ACCEPTED', 'CONTACTS_OPENED')).toBe(true);
  });

  it('keeps final statuses final', () => {
    for (const status of ['REJECTED', 'CANCELLED', 'DEACTIVATED', 'CONTACTS_OPENED'] as const)
      for (const to of LESSON_REQUEST_STATUSES) expect(canTransition(status, to)).toBe(false);
  });

  it('derives the guard of each update from the table', () => {
    expect(statusesLeadingTo('CANCELLED')).toEqual(['ACTIVE', 'WAITING_FOR_REPLY']);
    expect(statusesLeadingTo('DEACTIVATED')).toEqual(['ACTIVE']);
    expect(statusesLeadingTo('CONTACTS_OPENED')).toEqual(['ACCEPTED']);
  });
});

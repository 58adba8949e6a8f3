import { describe, expect, it } from 'vitest';
import { REGISTRATION_STEPS } from '../../../shared/contracts/accounts';
import { stepFromSlug, stepPath } from './registration.queries';

describe('registration step paths', () => {
  it('round-trips every step before COMPLETE through its URL', () => {
    for (const step of REGISTRATION_STEPS.filter((s) => s !== 'COMPLETE')) {
      const slug = stepPath(step).split('/').pop();
      expect(stepFromSlug(slug)).toBe(step);
    }
    expect(stepPath('PHONE_NUMBER')).toBe('/registration/phone-number');
  });

  it('knows no other slug', () => {
    expect(stepFromSlug('complete')).toBeNull();
    expect(stepFromSlug(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isStepReachable, stepAfter } from './registration-steps';

describe('registration steps', () => {
  it('moves forward one step at a time', () => {
    expect(stepAfter('PROFILE_INFO', 'PROFILE_INFO')).toBe('PHONE_NUMBER');
    expect(stepAfter('PHONE_NUMBER', 'PHONE_NUMBER')).toBe('SKILLS');
    expect(stepAfter('SKILLS', 'SKILLS')).toBe('COMPLETE');
  });

  it('never moves back when an earlier step is saved again', () => {
    expect(stepAfter('COMPLETE', 'PROFILE_INFO')).toBe('COMPLETE');
    expect(stepAfter('SKILLS', 'PHONE_NUMBER')).toBe('SKILLS');
  });

  it('allows the current and earlier steps, not later ones', () => {
    expect(isStepReachable('PHONE_NUMBER', 'PROFILE_INFO')).toBe(true);
    expect(isStepReachable('PHONE_NUMBER', 'PHONE_NUMBER')).toBe(true);
    expect(isStepReachable('PHONE_NUMBER', 'SKILLS')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeNextPath('/tutors/42?tab=reviews')).toBe('/tutors/42?tab=reviews');
  });

  it('refuses other origins, protocol-relative and backslash tricks', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeNextPath(next)).toBeNull();
    }
  });

  it('refuses a loop back to the login or logout screens, and nothing at all', () => {
    expect(safeNextPath('/login?next=/x')).toBeNull();
    expect(safeNextPath('/logout')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});

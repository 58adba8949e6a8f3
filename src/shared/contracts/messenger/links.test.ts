import { describe, expect, it } from 'vitest';
import { linksIn } from './links';

describe('linksIn', () => {
  it('finds http(s) addresses once each, without trailing punctuation', () => {
    expect(linksIn('See https://example.com/a?b=1. And (http://x.org/y), again https://example.com/a?b=1')).toEqual([
      'https://example.com/a?b=1',
      'http://x.org/y',
    ]);
  });

  it('ignores other schemes and caps the count', () => {
    expect(linksIn('javascript:alert(1) ftp://a.b')).toEqual([]);
    expect(linksIn('https://a.io https://b.io https://c.io', 2)).toEqual(['https://a.io', 'https://b.io']);
    expect(linksIn('https:// and http://?x')).toEqual([]);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n, type Rendered } from '../app/testing/render';
import { WasOnlineText } from './WasOnline';

const NOW = Date.UTC(2026, 10, 26, 22, 0);
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('WasOnlineText', () => {
  let view: Rendered | null = null;
  afterEach(() => {
    view?.unmount();
    view = null;
    vi.useRealTimers();
  });

  async function text(lastSeenAt: string | null, language: 'uk' | 'en' = 'uk', withLabel = false) {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    view = await renderWithI18n(<WasOnlineText lastSeenAt={lastSeenAt} withLabel={withLabel} />, language);
    const result = view.container.textContent;
    view.unmount();
    view = null;
    return result;
  }

  it('says minutes ago for a tutor active minutes ago, not the date', async () => {
    expect(await text(ago(12))).toBe('12 хв тому');
    expect(await text(ago(12), 'en', true)).toBe('Last online 12 min ago');
  });

  it('is online within 5 minutes, days and hours below 5 days, a date after', async () => {
    expect(await text(ago(2))).toBe('Зараз онлайн');
    expect(await text(ago(2 * 24 * 60 + 3 * 60 + 5))).toBe('2 дн. 3 год тому');
    expect(await text(ago(6 * 24 * 60), 'en')).toBe(new Date(ago(6 * 24 * 60)).toLocaleDateString('en-GB'));
  });
});

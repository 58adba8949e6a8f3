// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordingUsage } from '../../../../shared/contracts/recordings';
import { renderWithI18n, type Rendered } from '../../../app/testing/render';
import { formatStorage, quotaState } from './recording-quota';
import { RecordingQuota } from './RecordingQuota';

const GIB = 1024 ** 3;
let usage: RecordingUsage = { usedBytes: 0, quotaBytes: 20 * GIB };
vi.mock('./recordings.queries', () => ({
  useRecordingUsage: () => ({ isPending: false, isError: false, data: usage }),
}));

describe('RecordingQuota', () => {
  let view: Rendered | null = null;
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  async function show(next: RecordingUsage, language: 'uk' | 'en') {
    usage = next;
    view = await renderWithI18n(<RecordingQuota />, language);
    // The classroom namespace loads with its route: wait for it.
    return vi.waitFor(() => {
      const section = view!.container.querySelector('section');
      if (!section?.textContent?.includes(language === 'en' ? 'Storage' : 'Сховище')) throw new Error('not yet');
      return section;
    });
  }

  it('shows the tutor what is used of the quota, as a labelled meter', async () => {
    const section = await show({ usedBytes: 1.5 * GIB, quotaBytes: 20 * GIB }, 'en');
    const title = section.querySelector('h3')!;
    expect(title.textContent).toBe('Storage for recordings');
    expect(section.getAttribute('aria-labelledby')).toBe(title.id);
    const meter = section.querySelector('meter')!;
    expect(meter.getAttribute('aria-labelledby')).toBe(title.id);
    expect(meter.getAttribute('value')).toBe(String(1.5 * GIB));
    expect(meter.getAttribute('max')).toBe(String(20 * GIB));
    expect(meter.getAttribute('aria-valuetext')).toBe('1.5 GB of 20 GB used');
    expect(section.textContent).toContain('1.5 GB of 20 GB used');
    expect(section.querySelector('[role="status"]')).toBeNull();
  });

  it('says in Ukrainian when the storage is full', async () => {
    const section = await show({ usedBytes: 20 * GIB, quotaBytes: 20 * GIB }, 'uk');
    expect(section.querySelector('h3')!.textContent).toBe('Сховище для записів');
    expect(section.textContent).toContain(`Використано ${formatStorage(20 * GIB, 'uk')} з ${formatStorage(20 * GIB, 'uk')}`);
    expect(section.querySelector('[role="status"]')!.textContent).toBe(
      'Сховище заповнене: нові записи не можна зберегти.',
    );
  });

  it('warns from nine tenths of the quota, and formats megabytes below a gigabyte', () => {
    expect(quotaState({ usedBytes: 17 * GIB, quotaBytes: 20 * GIB })).toBe('ok');
    expect(quotaState({ usedBytes: 18 * GIB, quotaBytes: 20 * GIB })).toBe('nearly-full');
    expect(quotaState({ usedBytes: 21 * GIB, quotaBytes: 20 * GIB })).toBe('full');
    expect(formatStorage(300 * 1024 * 1024, 'en')).toBe('300 MB');
    expect(formatStorage(0, 'en')).toBe('0 MB');
  });
});

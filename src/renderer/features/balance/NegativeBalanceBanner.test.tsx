// @vitest-environment jsdom
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n, type Rendered } from '../../app/testing/render';
import { NegativeBalanceBanner } from './NegativeBalanceBanner';

let availableMinor = 0;
vi.mock('./balance.queries', () => ({
  useBalance: () => ({ data: { availableMinor, heldMinor: 0, currency: 'UAH' } }),
}));

describe('NegativeBalanceBanner', () => {
  let view: Rendered | null = null;
  afterEach(() => {
    view?.unmount();
    view = null;
  });

  it('tells a tutor in debt they are hidden and links the top-up with the amount owed', async () => {
    availableMinor = -80_000;
    view = await renderWithI18n(
      <MemoryRouter>
        <NegativeBalanceBanner />
      </MemoryRouter>,
      'en',
    );
    // The profile namespace loads with its route: wait for it.
    const alert = await vi.waitFor(() => {
      const found = view!.container.querySelector('[role="alert"]');
      if (!found) throw new Error('no banner yet');
      return found;
    });
    expect(alert.textContent).toContain('hidden from search');
    expect(alert.querySelector('h2')?.textContent).toContain('800.00');
    const link = view.container.querySelector('a');
    expect(link?.textContent).toBe('Top up the balance');
    expect(link?.getAttribute('href')).toBe('/settings/balance/top-up?amount=80000');
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOP_UP_PAGE_PATH } from '../../../shared/contracts/ledger';
import { TopUpRedirect } from '../../app/TopUpRedirect';
import { renderWithI18n, type Rendered } from '../../app/testing/render';
import { requestedAmountText, TopUpForm } from './TopUpForm';

const mutateAsync = vi.fn(async () => ({ pageUrl: 'https://pay.example/invoice' }));
vi.mock('./payments.queries', () => ({
  useStartTopUp: () => ({ mutateAsync }),
  goToPaymentPage: vi.fn(),
}));

function Shown() {
  return <output>{useLocation().search}</output>;
}

describe('the top-up link from the negative-balance banner', () => {
  let view: Rendered | null = null;
  /** The top-up form at `entry`, once it has rendered; its amount field. */
  async function openForm(entry: string): Promise<HTMLInputElement> {
    view = await renderWithI18n(
      <MemoryRouter initialEntries={[entry]}>
        <TopUpForm />
      </MemoryRouter>,
      'en',
    );
    return vi.waitFor(() => {
      const found = view!.container.querySelector('input');
      if (!found) throw new Error('no form yet');
      return found;
    });
  }
  afterEach(() => {
    view?.unmount();
    view = null;
    mutateAsync.mockClear();
  });

  it('reads the amount asked for as hryvnias, within the top-up limits', () => {
    expect(requestedAmountText('80000', 'en')).toBe('800');
    expect(requestedAmountText('12345', 'uk')).toBe('123,45');
    expect(requestedAmountText('12345', 'en')).toBe('123.45');
    expect(requestedAmountText('5', 'en')).toBe('10'); // below the minimum top-up
    expect(requestedAmountText('999999999', 'en')).toBe('50000');
    for (const bad of [null, '', '-100', '1.5', 'abc']) expect(requestedAmountText(bad, 'en')).toBe('');
  });

  it('keeps the amount through the redirect to the balance section', async () => {
    view = await renderWithI18n(
      <MemoryRouter initialEntries={[`${TOP_UP_PAGE_PATH}?amount=80000`]}>
        <Routes>
          <Route path={TOP_UP_PAGE_PATH} element={<TopUpRedirect />} />
          <Route path="/settings" element={<Shown />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(view.container.querySelector('output')?.textContent).toBe('?section=balance&amount=80000');
  });

  it('starts the form with the debt filled in and pays that amount', async () => {
    const input = await openForm('/settings?section=balance&amount=80000');
    expect(input.value).toBe('800');
    const form = view!.container.querySelector('form')!;
    await act(async () => {
      form.requestSubmit();
    });
    await vi.waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync).toHaveBeenCalledWith(expect.objectContaining({ amountMinor: 80_000 }));
  });

  it('starts empty without an amount', async () => {
    const input = await openForm('/settings?section=balance');
    expect(input.value).toBe('');
  });
});

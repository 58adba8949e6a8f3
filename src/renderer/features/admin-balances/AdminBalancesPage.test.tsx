// @vitest-environment jsdom
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldByLabel, fieldError, submit, typeInto } from '../../app/testing/form-input';
import { renderWithI18n, type Rendered } from '../../app/testing/render';
import { useAdminBalance } from './admin-balances.queries';
import { AdminBalancesPage } from './AdminBalancesPage';

vi.mock('./admin-balances.queries', () => ({
  useAdminBalance: vi.fn(() => ({ data: undefined, error: null })),
  adminBalanceKeys: { user: (id: string) => ['admin', 'balances', id] },
  postAdjustment: vi.fn(),
}));

const USER = '0b7e6a52-4f7d-4c1e-9a3b-2f6d8c1e5a90';

describe("the admin balances screen's lookup", () => {
  let view: Rendered | null = null;
  async function open(entry = '/admin/balances') {
    view = await renderWithI18n(
      <MemoryRouter initialEntries={[entry]}>
        <AdminBalancesPage />
      </MemoryRouter>,
      'en',
    );
    const container = view.container;
    const field = await vi.waitFor(() => fieldByLabel(container, 'User ID'));
    return { field, form: container.querySelector('form')! };
  }
  afterEach(() => {
    view?.unmount();
    view = null;
    vi.mocked(useAdminBalance).mockClear();
  });

  it('shows the field error for an id that is not a UUID and opens nothing', async () => {
    const { field, form } = await open();
    typeInto(field, 'not-an-id');
    await submit(form);
    expect(fieldError(field)).toBe('Enter a user ID (UUID).');
    expect(useAdminBalance).not.toHaveBeenCalledWith('not-an-id');
  });

  it('opens the balance of a valid id, spaces around it ignored', async () => {
    const { field, form } = await open();
    typeInto(field, ` ${USER} `);
    await submit(form);
    expect(fieldError(field)).toBeNull();
    expect(useAdminBalance).toHaveBeenLastCalledWith(USER);
  });

  it('marks a bad id that came in the address', async () => {
    const { field } = await open('/admin/balances?user=oops');
    expect(field.value).toBe('oops');
    expect(fieldError(field)).toBe('Enter a user ID (UUID).');
  });
});

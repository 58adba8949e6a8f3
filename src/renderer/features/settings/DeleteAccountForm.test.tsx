// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../api';
import { ApiClientProvider } from '../../app/api-context';
import { fieldByLabel, fieldError, submit, typeInto } from '../../app/testing/form-input';
import { byName, renderWithI18n, type Rendered } from '../../app/testing/render';
import { DeleteAccountForm } from './DeleteAccountForm';
import { deleteAccount } from './settings.queries';

vi.mock('./settings.queries', () => ({ deleteAccount: vi.fn() }));

const LABEL = 'To confirm, type DELETE';

describe('the delete-account form', () => {
  let view: Rendered | null = null;
  async function open() {
    view = await renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={{} as ApiClient}>
          <DeleteAccountForm />
        </ApiClientProvider>
      </QueryClientProvider>,
      'en',
    );
    const container = view.container;
    // The settings words load on first use.
    const field = await vi.waitFor(() => fieldByLabel(container, LABEL));
    return {
      field,
      button: byName(container, 'button', 'Delete the account') as HTMLButtonElement,
      form: container.querySelector('form')!,
    };
  }
  afterEach(() => {
    view?.unmount();
    view = null;
    vi.mocked(deleteAccount).mockReset();
  });

  it('keeps the button disabled until the exact word is typed', async () => {
    const { field, button } = await open();
    typeInto(field, 'delete');
    expect(button.disabled).toBe(true);
    typeInto(field, 'DELETE');
    expect(button.disabled).toBe(false);
  });

  it('shows the field error for a wrong word and sends nothing', async () => {
    const { field, form } = await open();
    typeInto(field, 'Delete');
    await submit(form);
    expect(fieldError(field)).toBe('Type the word DELETE to confirm.');
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it("shows the server's answer above the form", async () => {
    vi.mocked(deleteAccount).mockRejectedValue(
      new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'x', path: '/users/v1/users/delete' }),
    );
    const { field, form } = await open();
    typeInto(field, 'DELETE');
    await submit(form);
    expect(deleteAccount).toHaveBeenCalledWith(expect.anything(), 'DELETE');
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toBeTruthy();
  });
});

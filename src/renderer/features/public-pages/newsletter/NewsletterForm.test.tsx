// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldByLabel, fieldError, submit, typeInto } from '../../../app/testing/form-input';
import { renderWithI18n, type Rendered } from '../../../app/testing/render';
import { ToastProvider } from '../../../ui';
import { NewsletterForm } from './NewsletterForm';

const mutateAsync = vi.fn(async () => ({ subscribed: true as const, message: 'Subscribed' }));
vi.mock('../public-pages.queries', () => ({ useSubscribeToNews: () => ({ mutateAsync }) }));

describe('the newsletter form', () => {
  let view: Rendered | null = null;
  async function open() {
    view = await renderWithI18n(
      <ToastProvider>
        <NewsletterForm />
      </ToastProvider>,
      'en',
    );
    const container = view.container;
    const email = await vi.waitFor(() => fieldByLabel(container, 'Email for the newsletter'));
    return { email, form: container.querySelector('form')! };
  }
  afterEach(() => {
    view?.unmount();
    view = null;
    mutateAsync.mockClear();
  });

  it('shows the field error for a malformed address and sends nothing', async () => {
    const { email, form } = await open();
    typeInto(email, 'taras@');
    await submit(form);
    expect(fieldError(email)).toBe('Enter a valid email, for example name@example.com.');
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('subscribes a valid address and clears the field', async () => {
    const { email, form } = await open();
    typeInto(email, 'taras@example.com');
    await submit(form);
    expect(mutateAsync).toHaveBeenCalledWith({ email: 'taras@example.com' });
    expect(email.value).toBe('');
    expect(fieldError(email)).toBeNull();
  });
});

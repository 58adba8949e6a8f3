// @vitest-environment jsdom
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { fieldByLabel, fieldError, selectOption, submit, typeInto } from '../../app/testing/form-input';
import { renderWithI18n, type Rendered } from '../../app/testing/render';
import { ToastProvider } from '../../ui';
import { PublicRequestPage } from './PublicRequestPage';

const mutate = vi.fn();
vi.mock('../../app', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app')>()),
  useSession: () => ({ role: 'ROLE_STUDENT' }),
}));
vi.mock('./requests.queries', () => ({ useCreatePublicRequest: () => ({ mutate, isPending: false }) }));
vi.mock('../reference', () => ({
  useCategories: () => ({ isPending: false, isError: false, data: [{ code: 'math', name: 'Mathematics' }] }),
}));

describe('the public request survey', () => {
  let view: Rendered | null = null;
  async function open() {
    view = await renderWithI18n(
      <ToastProvider>
        <MemoryRouter>
          <PublicRequestPage />
        </MemoryRouter>
      </ToastProvider>,
      'en',
    );
    const container = view.container;
    const subject = await vi.waitFor(() => fieldByLabel<HTMLSelectElement>(container, 'Subject'));
    return {
      subject,
      message: fieldByLabel<HTMLTextAreaElement>(container, 'Message to the tutor'),
      form: container.querySelector('form')!,
    };
  }
  afterEach(() => {
    view?.unmount();
    view = null;
    mutate.mockReset();
  });

  it('shows the field error without a subject, focuses it and publishes nothing', async () => {
    const { subject, form } = await open();
    await submit(form);
    expect(fieldError(subject)).toBe('Choose a subject.');
    expect(document.activeElement).toBe(subject);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('publishes the answered questions only', async () => {
    const { subject, message, form } = await open();
    selectOption(subject, 'math');
    typeInto(message, 'Algebra before the exam');
    await submit(form);
    expect(mutate).toHaveBeenCalledTimes(1);
    const body = mutate.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toMatchObject({ subject: 'math', message: 'Algebra before the exam' });
    expect(body).not.toHaveProperty('knowledgeLevel', expect.anything());
    expect(typeof body.idempotencyKey).toBe('string');
  });

  it("puts the server's field errors on the fields", async () => {
    mutate.mockImplementation((_body, { onError }) =>
      onError(
        new ApiError({
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'x',
          path: '/users/v1/requests/public',
          details: { fields: { message: 'validation.too-long' } },
        }),
      ),
    );
    const { subject, message, form } = await open();
    selectOption(subject, 'math');
    typeInto(message, 'Hi');
    await submit(form);
    expect(fieldError(message)).toBeTruthy();
    expect(view!.container.querySelector('[role="alert"]')).not.toBeNull();
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldByLabel, fieldError, submit } from '../../app/testing/form-input';
import { byName, renderWithI18n, type Rendered } from '../../app/testing/render';
import { ToastProvider } from '../../ui';
import { LessonRequestPage } from './LessonRequestPage';

const TUTOR = '0b7e6a52-4f7d-4c1e-9a3b-2f6d8c1e5a90';
const SLOT = new Date(Date.now() + 3 * 86_400_000).toISOString();
const mutate = vi.fn();

vi.mock('../../app', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app')>()),
  useSession: () => ({ role: 'ROLE_STUDENT' }),
}));
vi.mock('./requests.queries', () => ({
  useRequestTutor: () => ({
    isPending: false,
    isError: false,
    data: { id: TUTOR, firstName: 'Ivan', lastName: 'Franko', subjects: [{ code: 'math', name: 'Mathematics' }] },
  }),
  useCreateDirectRequest: () => ({ mutate, isPending: false }),
}));
vi.mock('./SlotPicker', () => ({ SlotPicker: () => null }));

// Loading the words and two steps' renders take seconds on a busy test machine.
describe('the lesson request, step 2', { timeout: 20_000 }, () => {
  let view: Rendered | null = null;
  async function openDetails() {
    view = await renderWithI18n(
      <ToastProvider>
        <MemoryRouter initialEntries={[`/tutor/${TUTOR}/request`]}>
          <Routes>
            <Route path="/tutor/:id/request" element={<LessonRequestPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>,
      'en',
    );
    const container = view.container;
    const next = await vi.waitFor(() => byName(container, 'button', 'Next'));
    act(() => next.click());
    const subject = await vi.waitFor(() => fieldByLabel<HTMLSelectElement>(container, 'Subject'));
    return { subject, form: container.querySelector('form')!, container };
  }
  beforeEach(() => {
    // A new step scrolls to the top, which jsdom does not do.
    window.scrollTo = vi.fn();
    localStorage.setItem('activeSlots', JSON.stringify({ teacherId: TUTOR, slots: [SLOT] }));
  });
  afterEach(() => {
    view?.unmount();
    view = null;
    mutate.mockReset();
    localStorage.clear();
  });

  it('shows the rules field error until the student agrees, and sends nothing', async () => {
    const { form, container } = await openDetails();
    await submit(form);
    const rules = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(fieldError(rules)).toBe('Agree to the rules to continue.');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the slots with the details once the rules are agreed to', async () => {
    const { subject, form, container } = await openDetails();
    expect(subject.value).toBe('math');
    act(() => container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    await submit(form);
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ teacherId: TUTOR, slots: [SLOT], subject: 'math', agreeToRules: true }),
      expect.anything(),
    );
  });
});

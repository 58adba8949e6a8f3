// @vitest-environment jsdom
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldByLabel, fieldError, selectOption, submit, typeInto } from '../../app/testing/form-input';
import { renderWithI18n, type Rendered } from '../../app/testing/render';
import { ToastProvider } from '../../ui';
import { CreateLessonPage } from './CreateLessonPage';

const STUDENT = '0b7e6a52-4f7d-4c1e-9a3b-2f6d8c1e5a90';
const mutate = vi.fn();

vi.mock('../../app', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app')>()),
  useSession: () => ({ role: 'ROLE_TEACHER' }),
}));
vi.mock('./lessons.queries', () => ({
  useLessonStudents: () => ({
    isPending: false,
    data: { items: [{ id: STUDENT, firstName: 'Olha', lastName: 'Koval' }] },
  }),
  useCreateLesson: () => ({ mutate, isPending: false }),
}));
vi.mock('../profile/profile.queries', () => ({
  useTeacherProfile: () => ({ isPending: false, data: { skills: ['MATH'] } }),
}));
vi.mock('../reference', () => ({
  useCategories: () => ({ isPending: false, data: [{ code: 'MATH', name: 'Mathematics' }] }),
  useCurrencies: () => ({ data: [{ code: 'UAH', name: 'UAH', symbol: '₴' }] }),
}));

// Loading the words and the first render take seconds on a busy test machine.
describe('the create-lesson form', { timeout: 20_000 }, () => {
  let view: Rendered | null = null;
  async function open() {
    view = await renderWithI18n(
      <ToastProvider>
        <MemoryRouter>
          <CreateLessonPage />
        </MemoryRouter>
      </ToastProvider>,
      'en',
    );
    const container = view.container;
    const student = await vi.waitFor(() => fieldByLabel<HTMLSelectElement>(container, 'Student'));
    return {
      student,
      subject: fieldByLabel<HTMLSelectElement>(container, 'Subject'),
      price: () => fieldByLabel(container, 'Price'),
      form: container.querySelector('form')!,
    };
  }
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    view?.unmount();
    view = null;
    mutate.mockClear();
  });

  it('shows field errors for a missing student and price and creates nothing', async () => {
    const { student, price, form } = await open();
    await submit(form);
    expect(fieldError(student)).toBe('Choose a student.');
    expect(fieldError(price())).toBe('Enter a price.');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends the payload the API expects, the price in kopiykas', async () => {
    const { student, subject, price, form } = await open();
    selectOption(student, STUDENT);
    selectOption(subject, 'MATH');
    typeInto(price(), '450.5');
    await submit(form);
    expect(fieldError(student)).toBeNull();
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ studentId: STUDENT, subject: 'MATH', priceMinor: 45_050, currency: 'UAH' }),
      expect.anything(),
    );
  });

  it('keeps the draft for a reload', async () => {
    const { price } = await open();
    typeInto(price(), '300');
    expect(JSON.parse(localStorage.getItem('createLessonData') ?? '{}')).toMatchObject({ price: '300' });
  });
});

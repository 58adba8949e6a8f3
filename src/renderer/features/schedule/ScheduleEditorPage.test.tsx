// @vitest-environment jsdom
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeacherSchedule } from '../../../shared/contracts/schedule';
import { fieldByLabel, fieldError, submit, typeInto } from '../../app/testing/form-input';
import { renderWithI18n, type Rendered } from '../../app/testing/render';
import { ToastProvider } from '../../ui';
import { ScheduleEditorPage } from './ScheduleEditorPage';

const mutate = vi.fn();
const saved: TeacherSchedule = {
  workingFrom: '09:00',
  workingTo: '19:00',
  timezone: 'Europe/Kyiv',
  minCoefficient: 1,
  maxCoefficient: 1.5,
  repeatNextWeek: true,
  weekStart: null,
  slots: [],
  rateMinor: 40_000,
  currency: 'UAH',
};

vi.mock('../../app', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app')>()),
  useSession: () => ({ role: 'ROLE_TEACHER' }),
}));
vi.mock('./schedule.queries', () => ({
  useTeacherSchedule: () => ({ isPending: false, isError: false, data: saved, dataUpdatedAt: 1 }),
  useSaveSchedule: () => ({ mutate, isPending: false }),
}));

// The week grid is a large first render; a busy test machine needs more than the default 5 s.
describe('the schedule editor', { timeout: 30_000 }, () => {
  let view: Rendered | null = null;
  async function open() {
    view = await renderWithI18n(
      <ToastProvider>
        <MemoryRouter>
          <ScheduleEditorPage />
        </MemoryRouter>
      </ToastProvider>,
      'en',
    );
    const container = view.container;
    const to = await vi.waitFor(() => fieldByLabel(container, 'To'));
    return {
      to,
      max: fieldByLabel(container, 'Maximum multiplier'),
      form: container.querySelector('form')!,
    };
  }
  afterEach(() => {
    view?.unmount();
    view = null;
    mutate.mockReset();
  });

  it('shows field errors for a day that ends before it starts and a reversed range, and saves nothing', async () => {
    const { to, max, form } = await open();
    typeInto(to, '08:00');
    typeInto(max, '0.8');
    await submit(form);
    expect(fieldError(to)).toBe('The working day must end after it starts.');
    expect(fieldError(max)).toBe('The maximum multiplier must not be less than the minimum.');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('saves the settings as numbers with the week', async () => {
    const { max, form } = await open();
    typeInto(max, '1.25');
    await submit(form);
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ workingFrom: '09:00', minCoefficient: 1, maxCoefficient: 1.25, slots: [] }),
      expect.anything(),
    );
  });
});

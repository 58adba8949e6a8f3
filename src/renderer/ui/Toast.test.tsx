// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byName, renderWithI18n, type Rendered } from '../app/testing/render';
import { ToastProvider, useToast, type ToastKind } from './Toast';
import { toastDurationMs } from './toast-duration';

function Trigger({ kind }: { kind: ToastKind }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ kind, message: 'Збережено' })}>
      show
    </button>
  );
}

describe('toast duration', () => {
  it('is 3 s at 768 px or narrower and 5 s above', () => {
    expect(toastDurationMs(320)).toBe(3000);
    expect(toastDurationMs(768)).toBe(3000);
    expect(toastDurationMs(769)).toBe(5000);
    expect(toastDurationMs(1280)).toBe(5000);
  });
});

describe('ToastProvider', () => {
  let view: Rendered | null = null;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    view?.unmount();
    view = null;
    vi.useRealTimers();
  });

  async function show(width: number, kind: ToastKind = 'success') {
    view = await renderWithI18n(
      <ToastProvider getViewportWidth={() => width}>
        <Trigger kind={kind} />
      </ToastProvider>,
    );
    act(() => byName(view!.container, 'button', 'show').click());
    return view;
  }

  it.each([
    [375, 3000],
    [1280, 5000],
  ])('at %i px keeps a toast for %i ms', async (width, ms) => {
    const { container } = await show(width);
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Збережено');
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('announces errors as alerts', async () => {
    const { container } = await show(1280, 'error');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Збережено');
  });

  it('sits in a named region and has a named dismiss button', async () => {
    const { container } = await show(1280);
    expect(container.querySelector('section[aria-label="Сповіщення"]')).not.toBeNull();
    act(() => byName(container, 'button', 'Закрити сповіщення').click());
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('refuses to work outside the provider', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderWithI18n(<Trigger kind="info" />)).rejects.toThrow(/ToastProvider/);
  });
});

import { act } from 'react';

/*
 * Typing and submitting for jsdom form tests without testing-library: React listens for the
 * native `input` event, and only notices a value set through the element's own setter.
 */

/** Sets a field's value as typing would, so React and react-hook-form see the change. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Chooses a `<select>` option by value. */
export function selectOption(field: HTMLSelectElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Submits a form (as Enter or its submit button would) and lets the async handler settle. */
export async function submit(form: HTMLFormElement): Promise<void> {
  await act(async () => {
    form.requestSubmit();
  });
}

/** The control a visible `<label>` names, by the label's text (a required mark aside). */
export function fieldByLabel<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, label: string): T {
  const match = [...container.querySelectorAll('label')].find(
    (element) => element.textContent?.replace(/\s*\*$/, '').trim() === label,
  );
  const control = match?.htmlFor ? container.ownerDocument.getElementById(match.htmlFor) : null;
  if (!control) throw new Error(`No field labelled "${label}"`);
  return control as T;
}

/** The error text a field shows (tied with aria-describedby), or null. */
export function fieldError(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => field.ownerDocument.getElementById(id)?.textContent ?? '').join(' ') || null;
}

// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n, type Rendered } from '../app/testing/render';
import { Tabs } from './Tabs';
import { TextField } from './Field';

function LessonTabs() {
  const [selected, setSelected] = useState('overview');
  const items = [
    { id: 'overview', label: 'Огляд', content: <p>overview</p> },
    { id: 'homework', label: 'Домашнє завдання', content: <p>homework</p> },
  ];
  return <Tabs label="Урок" items={items} selectedId={selected} onSelect={setSelected} />;
}

describe('Tabs', () => {
  let view: Rendered | null = null;
  afterEach(() => view?.unmount());

  it('moves selection with the arrow keys and shows only the selected panel', async () => {
    view = await renderWithI18n(<LessonTabs />);
    const tabs = [...view.container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    act(() => tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.tabIndex).toBe(0);
    expect(tabs[0]!.tabIndex).toBe(-1);
    const visible = [...view.container.querySelectorAll('[role="tabpanel"]')].filter(
      (panel) => !panel.hasAttribute('hidden'),
    );
    expect(visible.map((panel) => panel.textContent)).toEqual(['homework']);
  });
});

describe('TextField', () => {
  let view: Rendered | null = null;
  afterEach(() => view?.unmount());

  it('ties its label and error text to the input', async () => {
    view = await renderWithI18n(<TextField label="Email" error="Введіть електронну пошту." />);
    const input = view.container.querySelector('input')!;
    const label = view.container.querySelector('label')!;
    expect(label.htmlFor).toBe(input.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(view.container.querySelector(`[id="${describedBy}"]`)?.textContent).toBe('Введіть електронну пошту.');
  });
});

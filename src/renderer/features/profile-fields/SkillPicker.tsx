import { useTranslation } from 'react-i18next';
import type { Category } from '../../../shared/contracts/reference';
import { Spinner } from '../../ui';
import { useCategories } from '../reference';
import './skill-picker.css';

export interface SkillPickerProps {
  legend: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
}

function byGroup(categories: readonly Category[]): [string, Category[]][] {
  const groups = new Map<string, Category[]>();
  for (const category of categories) groups.set(category.group, [...(groups.get(category.group) ?? []), category]);
  return [...groups.entries()];
}

/** Subjects as checkboxes under their groups (teacher skills, student interests). */
export function SkillPicker({ legend, value, onChange, error }: SkillPickerProps) {
  const { t } = useTranslation('registration');
  const categories = useCategories();
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...value, code] : value.filter((selected) => selected !== code));

  return (
    <fieldset className="skill-picker" aria-describedby={error ? 'skills-error' : undefined}>
      <legend className="field__label">{legend}</legend>
      {categories.isPending ? <Spinner /> : null}
      {byGroup(categories.data ?? []).map(([group, items]) => (
        <div
          key={group}
          className="skill-picker__group"
          role="group"
          aria-label={t(`groups.${group}`, { defaultValue: group })}
        >
          <p className="skill-picker__group-title">{t(`groups.${group}`, { defaultValue: group })}</p>
          <div className="skill-picker__chips">
            {items.map((category) => (
              <label key={category.code} className="chip-check">
                <input
                  type="checkbox"
                  checked={value.includes(category.code)}
                  onChange={(event) => toggle(category.code, event.target.checked)}
                />
                <span>{category.name}</span>
              </label>
            ))}
          </div>
        </div>
      ))}
      {error ? (
        <p id="skills-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

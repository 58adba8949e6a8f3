import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '../../ui';

interface CoefficientEditorProps {
  label: string;
  value: number;
  min: number;
  max: number;
  priceText: string | null;
  onChange: (value: number) => void;
  onApplyAll: () => void;
}

/** The price coefficient of one selected slot, kept between the tutor's minimum and maximum. */
export function CoefficientEditor({ label, value, min, max, priceText, onChange, onApplyAll }: CoefficientEditorProps) {
  const { t } = useTranslation('schedule');
  const [text, setText] = useState(String(value));
  const number = Number(text);
  const outOfRange = text === '' || Number.isNaN(number) || number < min || number > max;
  return (
    <div className="schedule-editor__coefficient">
      <TextField
        type="number"
        inputMode="decimal"
        label={label}
        min={min}
        max={max}
        step={0.05}
        value={text}
        hint={t('editor.slots.range', { min, max })}
        error={
          outOfRange
            ? t('validation:coefficient-range', { defaultValue: t('editor.slots.range', { min, max }) })
            : undefined
        }
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value !== '' && !Number.isNaN(next) && next >= min && next <= max)
            onChange(Math.round(next * 100) / 100);
        }}
      />
      {priceText ? <p className="schedule-page__muted">{t('editor.slots.price', { price: priceText })}</p> : null}
      <Button variant="secondary" size="sm" onClick={onApplyAll}>
        {t('editor.slots.apply-all')}
      </Button>
    </div>
  );
}

import { AGE_BANDS, KNOWLEDGE_LEVELS, LESSON_FREQUENCIES, PRICE_BANDS, TIMES_OF_DAY } from '../../../shared/enums';
import type { TFunction } from 'i18next';
import type { SelectOption } from '../../ui';

/* Option lists of the request forms (enumerations), labelled from the `requests` namespace. */

export const ageOptions = (t: TFunction): SelectOption[] =>
  AGE_BANDS.map((value) => ({ value, label: t(`requests:options.age.${value}`) }));

export const levelOptions = (t: TFunction): SelectOption[] =>
  KNOWLEDGE_LEVELS.map((value) => ({ value, label: t(`requests:options.level.${value}`) }));

export const frequencyOptions = (t: TFunction): SelectOption[] =>
  LESSON_FREQUENCIES.map((value) => ({ value, label: t(`requests:options.frequency.${value}`) }));

export const timeOfDayOptions = (t: TFunction): SelectOption[] =>
  TIMES_OF_DAY.map((value) => ({ value, label: t(`requests:options.time.${value}`) }));

export const priceBandOptions = (t: TFunction): SelectOption[] =>
  PRICE_BANDS.map((band) => ({ value: band.code, label: t('requests:options.price', { band: band.code }) }));

import { z } from 'zod';
import { COUNTRY_CODE_PATTERN } from '../../validation/country-code';
import { text } from '../../validation/text';

/** A subject a tutor teaches; `code` is stable and used in search URLs (`?subject=mathematics`). */
export const Category = z
  .object({
    code: text(),
    name: text().describe('Name in the language of the request'),
    group: text().describe('Code of the group it is shown under (school, exams, languages, music, it, …)'),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const TopCategory = Category.extend({ tutorCount: z.number().int() }).meta({ id: 'TopCategory' });
export type TopCategory = z.infer<typeof TopCategory>;

export const Country = z.object({ code: text().length(2), name: text() }).meta({ id: 'Country' });
export type Country = z.infer<typeof Country>;

export const City = z.object({ code: text(), countryCode: text(), name: text() }).meta({ id: 'City' });
export type City = z.infer<typeof City>;

export const SpokenLanguage = z.object({ code: text(), name: text() }).meta({ id: 'SpokenLanguage' });
export type SpokenLanguage = z.infer<typeof SpokenLanguage>;

export const Currency = z.object({ code: text().length(3), name: text(), symbol: text() }).meta({ id: 'Currency' });
export type Currency = z.infer<typeof Currency>;

/** Price bands, in UAH per lesson; `to` is null for the open "700+" band. */
export const PriceBand = z.object({ code: text(), from: z.number().int(), to: z.number().int().nullable() });
export const PriceRange = z
  .object({ currency: text(), min: z.number().int(), max: z.number().int(), bands: z.array(PriceBand) })
  .meta({ id: 'PriceRange' });
export type PriceRange = z.infer<typeof PriceRange>;

export const CountryCodeParams = z.object({
  code: text().regex(COUNTRY_CODE_PATTERN, 'validation.country-invalid'),
});

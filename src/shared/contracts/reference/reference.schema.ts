import { z } from 'zod';
import { COUNTRY_CODE_PATTERN } from '../../validation/country-code';

/** A subject a tutor teaches; `code` is stable and used in search URLs (`?subject=mathematics`). */
export const Category = z
  .object({
    code: z.string(),
    name: z.string().describe('Name in the language of the request'),
    group: z.string().describe('Code of the group it is shown under (school, exams, languages, music, it, …)'),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const TopCategory = Category.extend({ tutorCount: z.number().int() }).meta({ id: 'TopCategory' });
export type TopCategory = z.infer<typeof TopCategory>;

export const Country = z.object({ code: z.string().length(2), name: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof Country>;

export const City = z.object({ code: z.string(), countryCode: z.string(), name: z.string() }).meta({ id: 'City' });
export type City = z.infer<typeof City>;

export const SpokenLanguage = z.object({ code: z.string(), name: z.string() }).meta({ id: 'SpokenLanguage' });
export type SpokenLanguage = z.infer<typeof SpokenLanguage>;

export const Currency = z
  .object({ code: z.string().length(3), name: z.string(), symbol: z.string() })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof Currency>;

/** Spec 3 price bands, in UAH per lesson; `to` is null for the open "700+" band. */
export const PriceBand = z.object({ code: z.string(), from: z.number().int(), to: z.number().int().nullable() });
export const PriceRange = z
  .object({ currency: z.string(), min: z.number().int(), max: z.number().int(), bands: z.array(PriceBand) })
  .meta({ id: 'PriceRange' });
export type PriceRange = z.infer<typeof PriceRange>;

export const CountryCodeParams = z.object({
  code: z.string().regex(COUNTRY_CODE_PATTERN, 'validation.country-invalid'),
});

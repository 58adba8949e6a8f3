import { AppError, type FieldErrors } from '../../../shared/errors';
import type { Database } from '../../db/database';
import { countryOfCity, unknownCodes } from './profile.queries';

/**
 * Codes a profile points at (city, country, subjects, languages, currency) must exist. A wrong
 * one is the user's input error, answered per field like zod's, never a database 500.
 */
export interface ReferenceCodes {
  countryCode?: string | null;
  cityCode?: string | null;
  skills?: readonly string[];
  skillsField?: string;
  languages?: readonly string[];
  currency?: string | null;
  searchCategoryCode?: string | null;
}

export async function assertReferencesExist(db: Database, codes: ReferenceCodes): Promise<void> {
  const fields: FieldErrors = {};
  if (codes.countryCode && (await unknownCodes(db, 'countries', [codes.countryCode.toUpperCase()])).length) {
    fields.countryCode = 'validation.country-invalid';
  }
  if (codes.cityCode) {
    const country = await countryOfCity(db, codes.cityCode);
    if (!country) fields.cityCode = 'validation.city-invalid';
    else if (codes.countryCode && country !== codes.countryCode.toUpperCase())
      fields.cityCode = 'validation.city-not-in-country';
  }
  if (codes.skills && (await unknownCodes(db, 'categories', codes.skills)).length) {
    fields[codes.skillsField ?? 'skills'] = 'validation.skill-unknown';
  }
  if (codes.searchCategoryCode && (await unknownCodes(db, 'categories', [codes.searchCategoryCode])).length) {
    fields.searchCategoryCode = 'validation.skill-unknown';
  }
  if (codes.languages && (await unknownCodes(db, 'spoken_languages', codes.languages)).length) {
    fields.languages = 'validation.language-unknown';
  }
  if (codes.currency && (await unknownCodes(db, 'currencies', [codes.currency.toUpperCase()])).length) {
    fields.currency = 'validation.currency-invalid';
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { in: 'body', fields });
}

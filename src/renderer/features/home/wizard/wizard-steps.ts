/*
 * The home page's search wizard (3 steps, 4 for guests). Every visitor answers subject,
 * lesson format and budget. The guest's fourth step is location (country and city): a signed-in
 * student's profile already holds their search city (the profile's search category and city
 * codes), a guest has nothing we could use. docs/discovery/wizard.md records the decision.
 */

export type WizardStep = 'subject' | 'format' | 'budget' | 'location';

export const MEMBER_STEPS: readonly WizardStep[] = ['subject', 'format', 'budget'];
export const GUEST_STEPS: readonly WizardStep[] = [...MEMBER_STEPS, 'location'];

export interface PriceBandChoice {
  code: string;
  from: number;
  to: number | null;
}

export interface WizardAnswers {
  subject: string;
  /** '' for either format. */
  format: '' | 'ONLINE' | 'OFFLINE';
  /** A price band code, '' for any price. */
  band: string;
  country: string;
  city: string;
}

export const EMPTY_ANSWERS: WizardAnswers = { subject: '', format: '', band: '', country: '', city: '' };

/**
 * The search URL's query for the answers. A signed-in student's profile city is used only for
 * lessons in person: an online lesson does not care where the tutor lives.
 */
export function wizardSearchQuery(
  answers: WizardAnswers,
  bands: readonly PriceBandChoice[],
  profileCity: string | null,
): URLSearchParams {
  const params = new URLSearchParams();
  if (answers.subject) params.set('subject', answers.subject);
  if (answers.country) params.set('country', answers.country);
  const city = answers.city || (answers.format === 'OFFLINE' && profileCity ? profileCity : '');
  if (city) params.set('city', city);
  if (answers.format) params.set('format', answers.format);
  const band = bands.find((item) => item.code === answers.band);
  if (band) {
    params.set('priceFrom', String(band.from));
    if (band.to !== null) params.set('priceTo', String(band.to));
  }
  return params;
}

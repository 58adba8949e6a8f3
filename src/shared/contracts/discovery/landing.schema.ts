import { z } from 'zod';
import { LANGUAGES } from '../../i18n/language';
import { CodeParam } from './query-params';
import { TutorCard } from './search.schema';
import { text } from '../../validation/text';

/** `/users/v1/open/landings/{subject}[/{city}]`: a subject's landing, or a subject's in a city. */
export const TutorLandingParams = z.object({ subject: CodeParam, city: CodeParam.optional() });
export type TutorLandingParams = z.infer<typeof TutorLandingParams>;

export const LandingLink = z.object({ href: text(), name: text() });

/**
 * A subject (and city) landing, e.g. mathematics tutors in Kyiv: what the server puts in
 * the HTML for crawlers and what the app's landing screen shows, in the request's language.
 */
export const TutorLanding = z
  .object({
    language: z.enum(LANGUAGES),
    /** This landing's path in each language (hreflang alternates). */
    paths: z.object({ uk: text(), en: text() }),
    title: text(),
    description: text(),
    heading: text(),
    /** A landing without tutors stays reachable but asks not to be indexed (thin content). */
    noindex: z.boolean(),
    total: z.number().int(),
    /** The top of the profile-score order. */
    tutors: z.array(TutorCard),
    /** The interactive search with the same filters. */
    searchHref: text(),
    /** The subject's landings in cities that have its tutors (a subject landing only). */
    cityLinks: z.array(LandingLink),
  })
  .meta({ id: 'TutorLanding' });
export type TutorLanding = z.infer<typeof TutorLanding>;

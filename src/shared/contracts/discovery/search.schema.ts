import { z } from 'zod';
import { COUNTRY_CODE_PATTERN } from '../../validation/country-code';
import { LESSON_TYPES } from '../accounts/account-enums';
import { CodeParam, intParam, optionalParam, paramWithDefault } from './query-params';
import { text } from '../../validation/text';

/** Search sorts: highest rated, lowest price, highest price, profile score. */
export const SEARCH_SORTS = ['RATING', 'PRICE_ASC', 'PRICE_DESC', 'SCORE'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The default order: the profile score (docs/discovery/badges-and-score.md) blends rating, reviews, completeness and activity. */
export const DEFAULT_SEARCH_SORT: SearchSort = 'SCORE';

/** Lesson modes as a search filter; a tutor teaching BOTH matches either. */
export const SEARCH_FORMATS = ['ONLINE', 'OFFLINE'] as const;

/** Tutor badges, in the order cards show them; each rule is in docs/discovery/badges-and-score.md. */
export const TUTOR_BADGES = [
  'FREE_FIRST_LESSON',
  'VERIFIED',
  'NEW',
  'POPULAR',
  'RISING_STAR',
  'TOP_RATED',
  'RECOMMENDED',
] as const;
export type TutorBadge = (typeof TUTOR_BADGES)[number];

export const SEARCH_PAGE_SIZE = { default: 20, max: 50 } as const;
/**
 * How deep paging may go (page × size): 100 pages of 20. Past it a narrower filter serves a
 * person better, and it bounds what one request may cost: reaching result 10,000 meant walking
 * 10,000 index entries (docs/discovery/search-performance.md).
 */
export const SEARCH_MAX_DEPTH = 2_000;
/** The highest price a filter accepts, in UAH per lesson. */
export const SEARCH_MAX_PRICE = 100_000;

/** `GET /users/v1/open/search` query string. Blank values mean "no filter". */
export const SearchTutorsQuery = z
  .object({
    /** Category code (`mathematics`), from /users/v1/open/categories. */
    subject: optionalParam(CodeParam),
    /** City code (`kyiv`), from /users/v1/open/countries/{code}/cities. */
    city: optionalParam(CodeParam),
    /** ISO country code, any case (`ua`, `PL`). */
    country: optionalParam(
      text({ error: 'validation.country-invalid' })
        .regex(COUNTRY_CODE_PATTERN, 'validation.country-invalid')
        .transform((code) => code.toUpperCase()),
    ),
    format: optionalParam(z.enum(SEARCH_FORMATS, { error: 'validation.invalid' })),
    /** Lowest price per lesson in UAH, inclusive. */
    priceFrom: optionalParam(intParam(0, SEARCH_MAX_PRICE)),
    /** Highest price per lesson in UAH, inclusive. */
    priceTo: optionalParam(intParam(0, SEARCH_MAX_PRICE)),
    /** Minimum rating, 0–5 (e.g. 4.5). */
    rating: optionalParam(
      z.coerce
        .number({ error: 'validation.invalid' })
        .min(0, 'validation.out-of-range')
        .max(5, 'validation.out-of-range'),
    ),
    sort: paramWithDefault(z.enum(SEARCH_SORTS, { error: 'validation.invalid' }), DEFAULT_SEARCH_SORT),
    /** 1-based page number. */
    page: paramWithDefault(intParam(1, SEARCH_MAX_DEPTH), 1),
    size: paramWithDefault(intParam(1, SEARCH_PAGE_SIZE.max), SEARCH_PAGE_SIZE.default),
  })
  .superRefine((query, ctx) => {
    if (query.priceFrom !== undefined && query.priceTo !== undefined && query.priceFrom > query.priceTo) {
      ctx.addIssue({ code: 'custom', path: ['priceTo'], message: 'validation.price-range' });
    }
    if (query.page * query.size > SEARCH_MAX_DEPTH) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'validation.page-too-deep' });
    }
  });
export type SearchTutorsQuery = z.output<typeof SearchTutorsQuery>;

/** A code with its name in the language of the request. */
export const NamedCode = z.object({ code: text(), name: text() }).meta({ id: 'NamedCode' });
export type NamedCode = z.infer<typeof NamedCode>;

/** A tutor card of the search results, the favourites screen and the SEO pages. */
export const TutorCard = z
  .object({
    id: text(),
    firstName: text(),
    lastName: text(),
    /** `/users/v1/open/files/{id}` of the avatar, or null (the UI shows initials). */
    avatarUrl: text().nullable(),
    /** The tutor's specialisation line (the profile's `title`). */
    title: text().nullable(),
    /** Subjects taught, translated. */
    subjects: z.array(NamedCode),
    /** Mean review rating 0–5 (0 while there are no reviews). */
    rating: z.number(),
    reviewCount: z.number().int(),
    /** Price of one lesson in UAH (a lesson is `lessonMinutes` long). */
    pricePerLesson: z.number(),
    /** The same price scaled to 60 minutes, the figure search shows. */
    pricePer60Minutes: z.number(),
    currency: z.literal('UAH'),
    /** Length of one lesson in minutes (50). */
    lessonMinutes: z.number().int(),
    lessonType: z.enum(LESSON_TYPES).nullable(),
    city: NamedCode.nullable(),
    country: NamedCode.nullable(),
    /** Computed on the server by the rules of docs/discovery/badges-and-score.md, in display order. */
    badges: z.array(z.enum(TUTOR_BADGES)),
  })
  .meta({ id: 'TutorCard' });
export type TutorCard = z.infer<typeof TutorCard>;

export const SearchTutorsResponse = z
  .object({
    items: z.array(TutorCard),
    /** How many tutors match the filters in all (exact, live). */
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'SearchTutorsResponse' });
export type SearchTutorsResponse = z.infer<typeof SearchTutorsResponse>;

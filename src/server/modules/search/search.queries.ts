import { CompiledQuery } from 'kysely';
import type { SearchSort } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/database';
import { CARD_COLUMNS, SEARCHABLE, type TutorCardRow } from './tutor-card.queries';

/** Search filters in storage units (kopiykas), as the service hands them over. */
export interface SearchFilters {
  subject?: string;
  city?: string;
  country?: string;
  format?: 'ONLINE' | 'OFFLINE';
  priceFromMinor?: number;
  priceToMinor?: number;
  ratingMin?: number;
}

/** Format filter: a tutor teaching BOTH matches either. */
const LESSON_TYPES_FOR = { ONLINE: ['ONLINE', 'BOTH'], OFFLINE: ['OFFLINE', 'BOTH'] } as const;

/**
 * Each sort ends in tie-breakers that make the order total (same query, same order, no tutor on
 * two pages); each matches one index of migration 0200 column for column. The second form
 * orders the selected cards (column aliases of CARD_COLUMNS) the same way.
 */
const ORDER: Record<SearchSort, readonly [page: string, cards: string]> = {
  RATING: ['tp.rating desc, tp.review_count desc, tp.user_id', 'c.rating desc, c.review_count desc, c.id'],
  PRICE_ASC: ['tp.rate_minor, tp.rating desc, tp.user_id', 'c.rate_minor, c.rating desc, c.id'],
  PRICE_DESC: ['tp.rate_minor desc, tp.rating desc, tp.user_id', 'c.rate_minor desc, c.rating desc, c.id'],
  SCORE: ['tp.profile_score desc, tp.rating desc, tp.user_id', 'c.profile_score desc, c.rating desc, c.id'],
};

/** A search's one result row: the total, and the page's cards in order (none past the last page). */
export interface SearchRow {
  total: number;
  cards: TutorCardRow[];
}

/**
 * One statement per search: the page's ids (an index walk over index entries only, however
 * deep the page), the total, and the cards of those ids. One statement instead of three saves
 * two round trips and two plannings; on PGlite that was a third of the request
 * (docs/discovery/search-performance.md). Written by hand, not with the query builder, because
 * its shape is fixed per set of filters and building it costs microseconds this way.
 *
 * The cards come back as one JSON array (json_agg) rather than as 20 rows of 18 columns: the
 * database writes it in C and the server reads it with one JSON.parse, where reading rows took
 * the driver a decoder call and a type parser per column, the biggest part of the server's own
 * time per search (docs/discovery/search-performance.md).
 */
export function searchStatement(
  filters: SearchFilters,
  sort: SearchSort,
  page: { limit: number; offset: number },
): CompiledQuery<SearchRow> {
  const parameters: unknown[] = [];
  const param = (value: unknown) => `$${parameters.push(value)}`;
  const subject = filters.subject === undefined ? null : param(filters.subject);
  const city = filters.city === undefined ? null : param(filters.city);
  const country = filters.country === undefined ? null : param(filters.country);
  const types = filters.format === undefined ? null : LESSON_TYPES_FOR[filters.format].map(param).join(', ');
  const priceFrom = filters.priceFromMinor === undefined ? null : param(filters.priceFromMinor);
  const priceTo = filters.priceToMinor === undefined ? null : param(filters.priceToMinor);
  const rating = filters.ratingMin === undefined ? null : param(filters.ratingMin);

  const where = [
    SEARCHABLE,
    // search_subjects mirrors teacher_skills (migration 0200) and rides in every search index.
    subject && `tp.search_subjects @> array[${subject}]::text[]`,
    city && `tp.city_code = ${city}`,
    country && `tp.country_code = ${country}`,
    types && `tp.lesson_type in (${types})`,
    priceFrom && `tp.rate_minor >= ${priceFrom}`,
    priceTo && `tp.rate_minor <= ${priceTo}`,
    rating && `tp.rating >= ${rating}`,
  ].filter(Boolean);

  // The total is a sum over the counters of migrations 0202–0203 (a few hundred rows at most,
  // exact, maintained with every profile change and review). They hold ratings in half stars,
  // the steps the filter offers; any other minimum (4.3, from the API) counts its matches, at a
  // cost that grows with them.
  const ratingBand = filters.ratingMin === undefined ? undefined : filters.ratingMin * 2;
  const fromCounters = ratingBand === undefined || Number.isInteger(ratingBand);
  const total = fromCounters
    ? `select coalesce(sum(n.teachers), 0)::integer as total from teacher_search_counts n where ${[
        `n.subject_code = ${subject ?? "''"}`,
        `n.city_code = ${city ?? "''"}`,
        // City rows carry their own country, so a city alone needs no country condition.
        country ? `n.country_code = ${country}` : city ? null : `n.country_code = ''`,
        // -1 holds every rating once; each band holds the ratings from band / 2 to the next.
        ratingBand === undefined ? 'n.rating_band = -1' : `n.rating_band >= ${param(ratingBand)}`,
        types && `n.lesson_type in (${types})`,
        priceFrom && `n.rate_minor >= ${priceFrom}`,
        priceTo && `n.rate_minor <= ${priceTo}`,
      ]
        .filter(Boolean)
        .join(' and ')}`
    : `select count(*)::integer as total from teacher_profiles tp where ${where.join(' and ')}`;

  const [pageOrder, cardOrder] = ORDER[sort];
  const text = `with page as materialized (
  select tp.user_id from teacher_profiles tp where ${where.join(' and ')}
   order by ${pageOrder} limit ${param(page.limit)} offset ${param(page.offset)}
), total as (${total})
select total.total, coalesce((
  select json_agg(c order by ${cardOrder}) from (
    select ${CARD_COLUMNS} from page join teacher_profiles tp on tp.user_id = page.user_id join users u on u.id = tp.user_id
  ) c
), '[]') as cards from total`;
  return CompiledQuery.raw(text, parameters) as CompiledQuery<SearchRow>;
}

/** Which of the given reference codes are unknown; asked only when a search found nothing. */
export async function unknownCodes(db: Database, filters: SearchFilters): Promise<string[]> {
  const unknown: string[] = [];
  const checks = [
    ['subject', filters.subject, 'categories'],
    ['city', filters.city, 'cities'],
    ['country', filters.country, 'countries'],
  ] as const;
  for (const [field, code, table] of checks) {
    if (code === undefined) continue;
    const row = await db.selectFrom(table).select('code').where('code', '=', code).executeTakeFirst();
    if (!row) unknown.push(field);
  }
  return unknown;
}

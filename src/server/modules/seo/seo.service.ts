import { LIMITS } from '../../../shared/constants';
import { subjectLandingPath, type TutorLanding } from '../../../shared/contracts/discovery';
import type { Language } from '../../../shared/i18n/language';
import { translateDiscovery as t } from '../../../shared/i18n/translate-discovery';
import type { DiscoveryDeps, SearchFacade } from '../search/search.module';
import * as queries from './seo.queries';

/** Landings list search's results through its facade. */
export type SeoDeps = DiscoveryDeps & { search: SearchFacade };

/** How many tutors a landing lists: the top of the profile-score order. */
export const LANDING_TUTORS = 12;

/**
 * SEO landings for a subject and a subject in a city, read live from the same search
 * queries as the API, so a crawler sees what a student would. Answers null for unknown codes.
 */
export function createSeoService(deps: SeoDeps) {
  const { search } = deps;
  return {
    async landing(language: Language, subjectCode: string, cityCode?: string): Promise<TutorLanding | null> {
      const [subject, city] = await Promise.all([
        queries.findCategory(deps.db, subjectCode),
        cityCode ? queries.findCity(deps.db, cityCode) : Promise.resolve(undefined),
      ]);
      if (!subject || (cityCode && !city)) return null;
      const [found, rate, cities] = await Promise.all([
        search.search(
          { subject: subject.code, city: city?.code, sort: 'SCORE', page: 1, size: LANDING_TUTORS },
          language,
        ),
        queries.lowestRate(deps.db, subject.code, city?.code),
        city ? Promise.resolve([]) : queries.citiesWithTutors(deps.db, subject.code),
      ]);
      const total = found.total;
      const subjectName = language === 'en' ? subject.name_en : subject.name_uk;
      const cityName = city ? (language === 'en' ? city.name_en : city.name_uk) : '';
      const minPrice =
        rate === null ? 0 : Math.round((rate * LIMITS.searchPricePerMinutes) / LIMITS.lessonMinutes / 100);
      const params = {
        subject: subjectName,
        city: cityName,
        minPrice,
        count: t('seo.tutor-count', language, { count: total }),
      };
      const kind = city ? 'seo.city' : 'seo.subject';
      return {
        language,
        paths: {
          uk: subjectLandingPath('uk', subject.code, city?.code),
          en: subjectLandingPath('en', subject.code, city?.code),
        },
        title: t(`${kind}.title`, language, params),
        description:
          total > 0 ? t(`${kind}.description`, language, params) : t('seo.empty.description', language, params),
        heading: t(`${kind}.heading`, language, params),
        noindex: total === 0,
        total,
        tutors: found.items,
        searchHref: `/search?${new URLSearchParams({ subject: subject.code, ...(city ? { city: city.code } : {}) }).toString()}`,
        cityLinks: cities.map((c) => ({
          href: subjectLandingPath(language, subject.code, c.code),
          name: language === 'en' ? c.name_en : c.name_uk,
        })),
      };
    },

    /** Paths of every landing with tutors, in both languages, for the sitemap. */
    async sitemapPaths(): Promise<Record<Language, string>[]> {
      const landings = await queries.landingsWithTutors(deps.db);
      return landings.map((l) => ({
        uk: subjectLandingPath('uk', l.subject, l.city || undefined),
        en: subjectLandingPath('en', l.subject, l.city || undefined),
      }));
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

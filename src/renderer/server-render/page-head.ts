import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { SearchTutorsResponse, TutorProfile } from '../../shared/contracts/discovery';
import type { Language } from '../../shared/i18n/language';
import type { PageHeadText } from '../../shared/ssr/page-render';
import { formatUah } from '../features/search/format';
import { readSearchState } from '../features/search/search-params';

/*
 * The head of a server-rendered page (issue 27 item 3): a tutor page, the FAQ and a search each
 * get their own translated title, description and Open Graph facts, so a link shared in a
 * messenger or found in a search engine says whose page it is (the tutor's name, subjects, city,
 * price) rather than the site's generic title. Made from the answers the screen rendered with,
 * so the head and the page never disagree. Other pages keep the site's title.
 */

interface HeadSource {
  /** The route pattern that matched, e.g. `/tutor/:id`. */
  route: string;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  queryClient: QueryClient;
  t: TFunction;
  language: Language;
}

const list = (names: readonly string[], language: Language) =>
  new Intl.ListFormat(language === 'en' ? 'en-GB' : 'uk', { type: 'conjunction' }).format(names);

/** The first answer in the cache whose key starts with these parts. */
function answerOf<T>(queryClient: QueryClient, ...prefix: unknown[]): T | undefined {
  const query = queryClient
    .getQueryCache()
    .getAll()
    .find((candidate) => prefix.every((part, index) => candidate.queryKey[index] === part));
  return query?.state.data as T | undefined;
}

function tutorHead(source: HeadSource): PageHeadText | null {
  const { t, language } = source;
  const tutor = answerOf<TutorProfile>(source.queryClient, 'tutor', 'profile', source.params.id);
  if (!tutor) return null;
  const name = `${tutor.firstName} ${tutor.lastName}`;
  const subjects = list(
    tutor.subjects.map((subject) => subject.name),
    language,
  );
  const price = formatUah(tutor.pricePer60Minutes, language);
  const place = tutor.city?.name ?? t('app:page-head.online');
  return {
    title: t('app:page-head.tutor.title', { name, subjects, place }),
    description: [
      t('app:page-head.tutor.description', { name, subjects, place, price }),
      tutor.reviewCount > 0
        ? t('app:page-head.tutor.rating', { rating: tutor.rating.toFixed(1), count: tutor.reviewCount })
        : '',
      tutor.title ?? '',
    ]
      .filter(Boolean)
      .join(' '),
    type: 'profile',
    image: tutor.avatarUrl,
  };
}

function searchHead(source: HeadSource): PageHeadText {
  const { t, language } = source;
  const state = readSearchState(source.searchParams);
  const found = answerOf<SearchTutorsResponse>(source.queryClient, 'search', 'results', language);
  // The names of the chosen subject and city, as the found tutors' cards carry them.
  const subject = found?.items
    .flatMap((tutor) => tutor.subjects)
    .find((candidate) => candidate.code === state.subject)?.name;
  const city = found?.items.map((tutor) => tutor.city).find((candidate) => candidate?.code === state.city)?.name;
  const kind = subject ? (city ? 'subject-city' : 'subject') : city ? 'city' : 'any';
  const count = found?.total ?? 0;
  return {
    title: t(`app:page-head.search.title.${kind}`, { subject, city }),
    description:
      count > 0
        ? t(`app:page-head.search.description.${kind}`, { subject, city, count })
        : t('app:page-head.search.empty'),
    type: 'website',
    image: null,
  };
}

/** The page's own head, or null for a page that keeps the site's title and description. */
export function pageHeadOf(source: HeadSource): PageHeadText | null {
  const { t } = source;
  switch (source.route) {
    case '/tutor/:id':
      return tutorHead(source);
    case '/search':
      return searchHead(source);
    case '/faq':
      return {
        title: t('app:page-head.faq.title'),
        description: t('app:page-head.faq.description'),
        type: 'website',
        image: null,
      };
    default:
      return null;
  }
}

import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { SearchTutorsResponse, TutorProfile } from '../../shared/contracts/discovery';
import type { Language } from '../../shared/i18n/language';
import type { PageHeadText } from '../../shared/ssr/page-render';
import { formatUah } from '../features/tutor-card/format';
import { readSearchState } from '../features/search/search-params';

/*
 * The head of a server-rendered page: a tutor page, the FAQ and a search each
 * get their own translated title, description and Open Graph facts, so a link shared in a
 * messenger or found in a search engine says whose page it is (the tutor's name, subjects, city,
 * price) rather than the site's generic title. Made from the answers the screen rendered with,
 * so the head and the page never disagree. Other pages keep the site's title. The server render
 * (server-render/entry-server.tsx) writes it into the HTML; in the browser the same screen keeps
 * it with useDocumentHead, since the app's start and a language switch reset the site's title.
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

export function tutorPageHead(tutor: TutorProfile, t: TFunction, language: Language): PageHeadText {
  const name = `${tutor.firstName} ${tutor.lastName}`;
  const subjects = list(
    tutor.subjects.map((subject) => subject.name),
    language,
  );
  const price = formatUah(tutor.pricePer60Minutes, language);
  const place = tutor.city?.name ?? t('tutor:page-head.online');
  return {
    title: t('tutor:page-head.title', { name, subjects, place }),
    description: [
      t('tutor:page-head.description', { name, subjects, place, price }),
      tutor.reviewCount > 0
        ? t('tutor:page-head.rating', { rating: tutor.rating.toFixed(1), count: tutor.reviewCount })
        : '',
      tutor.title ?? '',
    ]
      .filter(Boolean)
      .join(' '),
    type: 'profile',
    image: tutor.avatarUrl,
  };
}

export function searchPageHead(
  searchParams: URLSearchParams,
  found: SearchTutorsResponse | undefined,
  t: TFunction,
): PageHeadText {
  const state = readSearchState(searchParams);
  // The names of the chosen subject and city, as the found tutors' cards carry them.
  const subject = found?.items
    .flatMap((tutor) => tutor.subjects)
    .find((candidate) => candidate.code === state.subject)?.name;
  const city = found?.items.map((tutor) => tutor.city).find((candidate) => candidate?.code === state.city)?.name;
  const kind = subject ? (city ? 'subject-city' : 'subject') : city ? 'city' : 'any';
  const count = found?.total ?? 0;
  return {
    title: t(`search:page-head.title.${kind}`, { subject, city }),
    description:
      count > 0 ? t(`search:page-head.description.${kind}`, { subject, city, count }) : t('search:page-head.empty'),
    type: 'website',
    image: null,
  };
}

export function faqPageHead(t: TFunction): PageHeadText {
  return {
    title: t('pages:page-head.title'),
    description: t('pages:page-head.description'),
    type: 'website',
    image: null,
  };
}

/** The page's own head, or null for a page that keeps the site's title and description. */
export function pageHeadOf(source: HeadSource): PageHeadText | null {
  const { t, language, queryClient } = source;
  switch (source.route) {
    case '/tutor/:id': {
      const tutor = answerOf<TutorProfile>(queryClient, 'tutor', 'profile', source.params.id);
      return tutor ? tutorPageHead(tutor, t, language) : null;
    }
    case '/search':
      return searchPageHead(
        source.searchParams,
        answerOf<SearchTutorsResponse>(queryClient, 'search', 'results', language),
        t,
      );
    case '/faq':
      return faqPageHead(t);
    default:
      return null;
  }
}

/**
 * Keeps a screen's title and meta description on the document while it shows (null: the site's),
 * and puts back what was there when it goes.
 */
export function useDocumentHead(head: { title: string; description: string } | null): void {
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const meta = document.querySelector('meta[name="description"]');
    const previous = { title: document.title, description: meta?.getAttribute('content') ?? '' };
    document.title = title;
    meta?.setAttribute('content', description);
    return () => {
      document.title = previous.title;
      meta?.setAttribute('content', previous.description);
    };
  }, [title, description]);
}

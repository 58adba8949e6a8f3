import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TutorProfile } from '../../../shared/contracts/discovery';
import type { FreeSlots } from '../../../shared/contracts/schedule';
import { meansNotFound } from '../../api';
import { PATHS, useApiClient } from '../../app';
import { tutorPageHead, useDocumentHead } from '../../app/page-head';
import { currentLanguage } from '../../i18n';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { Button, ChevronLeftIcon, EmptyState, AlertIcon, Spinner, linkClassName } from '../../ui';
import { FreeSlotsPreview } from './FreeSlotsPreview';
import { TutorDetails } from './TutorDetails';
import { TutorHeader } from './TutorHeader';
import { TutorReviews } from './TutorReviews';
import { freeSlotsQuery, useTutorProfile } from './tutor.queries';
import './tutor.css';

/** /tutor/:id (tutor details): every public profile field and the actions. */
export function TutorPage() {
  const { id = '' } = useParams();
  // The profile is requested while the page's words load, not after: without suspense here the
  // two requests run side by side instead of one after the other.
  const profile = useTutorProfile(id);
  const freeSlots = useQuery(freeSlotsQuery(useApiClient(), id));
  const { t, ready } = useTranslation(['tutor', 'search', 'favourites'], { useSuspense: false });
  // The profile is the page's heaviest render. Drawn from a deferred value, React builds it in an
  // interruptible background render (5 ms slices) once the answer is in, rather than in one long
  // task; the spinner stays up meanwhile.
  const tutor = useDeferredValue(profile.data);

  if (!ready) return <div className="tutor-page__status" />;
  if (profile.isPending || (profile.isSuccess && !tutor)) {
    return (
      <div className="tutor-page__status">
        <Spinner size="lg" label={t('page.loading')} />
      </div>
    );
  }
  if (profile.isError) {
    if (meansNotFound(profile.error)) return <ErrorPage variant="NOT_FOUND" />;
    return (
      <EmptyState
        icon={<AlertIcon />}
        title={t('page.error')}
        action={<Button onClick={() => void profile.refetch()}>{t('page.retry')}</Button>}
      />
    );
  }
  return <TutorProfileView tutor={tutor ?? profile.data} freeSlots={freeSlots.data} />;
}

function TutorProfileView({ tutor, freeSlots }: { tutor: TutorProfile; freeSlots: FreeSlots | null | undefined }) {
  const { t, i18n } = useTranslation('tutor');
  useDocumentHead(tutorPageHead(tutor, t, currentLanguage(i18n)));
  return (
    <div className="tutor-page">
      <Link to={PATHS.search} className={`${linkClassName('muted')} tutor-page__back`}>
        <ChevronLeftIcon size={18} />
        {t('page.back')}
      </Link>
      <TutorHeader tutor={tutor} />
      <div className="tutor-page__columns">
        <div className="tutor-page__main">
          <TutorDetails tutor={tutor} />
          <TutorReviews tutor={tutor} />
        </div>
        <div className="tutor-page__side">
          <FreeSlotsPreview tutor={tutor} fromSchedule={freeSlots} />
        </div>
      </div>
    </div>
  );
}

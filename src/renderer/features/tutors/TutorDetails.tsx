import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../ui';
import { zoneLabel } from '../../lib/zone-names';
import { WasOnlineText } from '../../ui/WasOnline';
import type { TutorProfile } from '../../../shared/contracts/discovery';
import { currentLanguage } from '../../i18n';

type Period = { fromYear: number; toYear: number | null };

/** The profile's sections: video, about, subjects, languages, education, experience. */
export function TutorDetails({ tutor }: { tutor: TutorProfile }) {
  const { t, i18n } = useTranslation(['tutor', 'search', 'time-zones']);
  const language = currentLanguage(i18n);
  const timeZone = useDisplayTimeZone();
  const dateFormat = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const period = ({ fromYear, toYear }: Period) =>
    toYear === null
      ? t('tutor:period.till-now', { from: fromYear })
      : t('tutor:period.range', { from: fromYear, to: toYear });

  return (
    <>
      {tutor.introVideoUrl ? (
        <section className="tutor-section" aria-labelledby="tutor-video-title">
          <h2 id="tutor-video-title">{t('tutor:video.title')}</h2>
          <video
            className="tutor-video"
            controls
            preload="none"
            poster={tutor.introVideoCoverUrl ?? undefined}
            aria-label={t('tutor:video.label', { name: tutor.firstName })}
          >
            <source src={tutor.introVideoUrl} />
          </video>
        </section>
      ) : null}

      {tutor.about || tutor.whyMe ? (
        <section className="tutor-section" aria-labelledby="tutor-about-title">
          <h2 id="tutor-about-title">{t('tutor:about.title')}</h2>
          {tutor.about ? <p className="tutor-section__text">{tutor.about}</p> : null}
          {tutor.whyMe ? (
            <>
              <h3>{t('tutor:about.why-me')}</h3>
              <p className="tutor-section__text">{tutor.whyMe}</p>
            </>
          ) : null}
        </section>
      ) : null}

      <section className="tutor-section" aria-labelledby="tutor-teaching-title">
        <h2 id="tutor-teaching-title">{t('tutor:teaching.title')}</h2>
        <dl className="tutor-facts">
          <div>
            <dt>{t('tutor:teaching.subjects')}</dt>
            <dd>{tutor.subjects.map((subject) => subject.name).join(', ') || t('tutor:not-set')}</dd>
          </div>
          {tutor.teachingLevel ? (
            <div>
              <dt>{t('tutor:teaching.level')}</dt>
              <dd>{t(`tutor:levels.${tutor.teachingLevel}`)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('tutor:teaching.format')}</dt>
            <dd>{tutor.lessonType ? t(`search:format.${tutor.lessonType}`) : t('tutor:not-set')}</dd>
          </div>
          <div>
            <dt>{t('tutor:teaching.free-first')}</dt>
            <dd>{t(tutor.freeFirstLesson ? 'tutor:yes' : 'tutor:no')}</dd>
          </div>
          {tutor.workingHours ? (
            <div>
              <dt>{t('tutor:teaching.hours')}</dt>
              <dd>
                {t('tutor:teaching.hours-value', {
                  from: tutor.workingHours.from,
                  to: tutor.workingHours.to,
                  timezone: zoneLabel(t, tutor.timezone),
                })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('tutor:teaching.member-since')}</dt>
            <dd>{dateFormat.format(new Date(tutor.memberSince))}</dd>
          </div>
          <div>
            <dt>{t('tutor:teaching.views')}</dt>
            <dd>{tutor.profileViews}</dd>
          </div>
          {tutor.lastSeenAt ? (
            <div>
              <dt>{t('tutor:teaching.last-seen')}</dt>
              <dd>
                <WasOnlineText lastSeenAt={tutor.lastSeenAt} />
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      {tutor.languages.length > 0 ? (
        <section className="tutor-section" aria-labelledby="tutor-languages-title">
          <h2 id="tutor-languages-title">{t('tutor:languages.title')}</h2>
          <ul className="tutor-list">
            {tutor.languages.map((item) => (
              <li key={item.code}>
                <strong>{item.name}</strong> — {t(`tutor:languages.levels.${item.level}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {tutor.education.length > 0 ? (
        <section className="tutor-section" aria-labelledby="tutor-education-title">
          <h2 id="tutor-education-title">{t('tutor:education.title')}</h2>
          <ul className="tutor-list tutor-list--timeline">
            {tutor.education.map((item, index) => (
              <li key={`${item.institution}-${index}`}>
                <strong>{item.institution}</strong>
                {item.degree ? <span>{item.degree}</span> : null}
                <span className="tutor-list__period">{period(item)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {tutor.experience.length > 0 ? (
        <section className="tutor-section" aria-labelledby="tutor-experience-title">
          <h2 id="tutor-experience-title">{t('tutor:experience.title')}</h2>
          <ul className="tutor-list tutor-list--timeline">
            {tutor.experience.map((item, index) => (
              <li key={`${item.position}-${index}`}>
                <strong>{item.position}</strong>
                {item.place ? <span>{item.place}</span> : null}
                <span className="tutor-list__period">{period(item)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { PATHS } from '../../app';
import { LEGAL_DOCUMENTS, parseLegalBody, type LegalDocument } from './legal-documents';
import { PageHeader } from './PageHeader';
import './public-pages.css';

/** One legal document: a title, its edition date, an introduction and numbered sections with headings. */
function LegalDocumentView({ doc, children }: { doc: LegalDocument; children?: ReactNode }) {
  const { t } = useTranslation('legal');
  return (
    <article className="public-page legal" aria-labelledby={`${doc}-title`}>
      <PageHeader titleId={`${doc}-title`} title={t(`${doc}.title`)} lead={t(`${doc}.intro`)}>
        <p className="legal__updated">{t('common.updated', { date: t(`${doc}.updated`) })}</p>
        {children}
      </PageHeader>
      <ol className="legal__sections">
        {LEGAL_DOCUMENTS[doc].map((id, index) => (
          <li key={id} className="legal__section">
            <section aria-labelledby={`${doc}-${id}`}>
              <h2 id={`${doc}-${id}`} className="legal__heading">
                <span className="legal__number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {t(`${doc}.sections.${id}.title`)}
              </h2>
              {parseLegalBody(t(`${doc}.sections.${id}.body`)).map((block, blockIndex) =>
                block.kind === 'list' ? (
                  <ul key={blockIndex} className="legal__list">
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={blockIndex}>{block.text}</p>
                ),
              )}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** /privacy. */
export function PrivacyPage() {
  return <LegalDocumentView doc="privacy" />;
}

/** /terms/students and /terms/teachers (separate terms for teacher and student). */
export function TermsPage({ audience }: { audience: 'students' | 'teachers' }) {
  const { t } = useTranslation('legal');
  return (
    <LegalDocumentView doc={audience === 'teachers' ? 'terms-teachers' : 'terms-students'}>
      <nav className="legal__switch" aria-label={t('common.audience.label')}>
        <NavLink to={PATHS.termsStudents} className="legal__switch-link">
          {t('common.audience.students')}
        </NavLink>
        <NavLink to={PATHS.termsTeachers} className="legal__switch-link">
          {t('common.audience.teachers')}
        </NavLink>
      </nav>
    </LegalDocumentView>
  );
}

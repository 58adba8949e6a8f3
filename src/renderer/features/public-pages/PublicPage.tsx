import { FaqPage } from './FaqPage';
import { FeedbackPage } from './FeedbackPage';
import { PrivacyPage, TermsPage } from './LegalPage';

export type PublicPageName = 'faq' | 'feedback' | 'privacy' | 'terms-students' | 'terms-teachers';

/**
 * The public pages behind one lazy route component, so the shell carries one loader for all
 * five instead of five (every byte of the shell counts against the 170 KB first-page budget).
 */
export function PublicPage({ page }: { page: PublicPageName }) {
  switch (page) {
    case 'faq':
      return <FaqPage />;
    case 'feedback':
      return <FeedbackPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'terms-students':
      return <TermsPage audience="students" />;
    case 'terms-teachers':
      return <TermsPage audience="teachers" />;
  }
}

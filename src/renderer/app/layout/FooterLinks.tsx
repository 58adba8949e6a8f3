import { lazy, type ComponentType } from 'react';
import { LanguageSafeSuspense } from '../hydration/language-safe-suspense';
import './footer.css';

/*
 * The footer's links to the public pages and its newsletter form live in the
 * public-pages feature, so none of that code weighs on the first page (170 KB budget); the
 * form itself waits until the footer comes near the viewport. If the chunk fails, the footer
 * keeps its copyright line.
 */
const FooterContent = lazy<ComponentType>(() =>
  import('../../features/public-pages/footer/FooterContent').then(
    (module) => ({ default: module.FooterContent }),
    () => ({ default: () => null }),
  ),
);

export function FooterLinks() {
  // The id is the guided tour's last stop ("help"), there before the content arrives.
  return (
    <div id="footer-links" className="footer-slot">
      <LanguageSafeSuspense fallback={null}>
        <FooterContent />
      </LanguageSafeSuspense>
    </div>
  );
}

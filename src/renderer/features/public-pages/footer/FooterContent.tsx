import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import './footer-content.css';

/*
 * The newsletter form brings zod and react-hook-form (~40 KB gzipped), which a visitor who never
 * scrolls to the footer should not download: it loads when the footer comes near the viewport.
 */
const NewsletterForm = lazy<ComponentType>(() =>
  import('../newsletter/NewsletterForm').then(
    (module) => ({ default: module.NewsletterForm }),
    () => ({ default: () => null }),
  ),
);

const LINKS = [
  { key: 'categories', to: PATHS.categories },
  { key: 'faq', to: PATHS.faq },
  { key: 'feedback', to: PATHS.feedback },
  { key: 'privacy', to: PATHS.privacy },
  { key: 'terms-students', to: PATHS.termsStudents },
  { key: 'terms-teachers', to: PATHS.termsTeachers },
] as const;

/** True once the element has come within `margin` of the viewport (at once without IntersectionObserver). */
function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/**
 * True once the page has loaded and the browser has an idle moment. While a screen is still
 * fetching its data the footer sits right under the header, "near the viewport"; without this
 * the form's 40 KB would be parsed in the middle of the screen's first render.
 */
function usePageSettled() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const settle = () => {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
      idle(() => {
        if (!cancelled) setSettled(true);
      });
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', settle);
    };
  }, []);
  return settled;
}

/** The footer's links to the public pages beside the newsletter subscription. */
export function FooterContent() {
  const { t } = useTranslation('pages');
  const settled = usePageSettled();
  const { ref, near: nearViewport } = useNearViewport<HTMLDivElement>();
  const near = settled && nearViewport;
  return (
    <div className="footer-main">
      <nav className="footer-links" aria-label={t('footer.links.label')}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="footer-links__link">
                {t(`footer.links.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={ref} className="footer-main__newsletter">
        {near ? (
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

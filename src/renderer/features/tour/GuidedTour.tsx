import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CloseIcon, IconButton } from '../../ui';
import { availableSteps } from './tour-steps';
import './tour.css';

const HIGHLIGHT_ATTRIBUTE = 'data-tour-highlight';

export interface GuidedTourProps {
  /** Finished or dismissed: either way the tour is not shown again. */
  onClose: () => void;
}

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * A non-modal dialog that walks a first-time visitor through the home page: it
 * highlights one section per step and leaves the page usable, so nobody is trapped in it.
 * Focus moves into the tour when it opens and goes back where it was when it closes; Escape
 * closes it from anywhere on the page.
 */
export function GuidedTour({ onClose }: GuidedTourProps) {
  const { t } = useTranslation('pages');
  const steps = useMemo(() => availableSteps(document), []);
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const step = steps[index];
  const isLast = index === steps.length - 1;

  // Open as a non-modal dialog, take focus, and give it back on close.
  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.show === 'function') dialog.show();
      else dialog.setAttribute('open', '');
    }
    primaryRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous && previous !== document.body && previous.isConnected) previous.focus();
      else document.getElementById('main-content')?.focus();
    };
  }, []);

  // Highlight the step's section and bring it into view.
  useEffect(() => {
    const target = step?.targetId ? document.getElementById(step.targetId) : null;
    if (!target) return;
    target.setAttribute(HIGHLIGHT_ATTRIBUTE, '');
    // On a phone the card covers the lower part of the screen, so the section goes to the top.
    target.scrollIntoView({
      block: matches('(max-width: 767px)') ? 'start' : 'center',
      behavior: matches('(prefers-reduced-motion: reduce)') ? 'auto' : 'smooth',
    });
    return () => target.removeAttribute(HIGHLIGHT_ATTRIBUTE);
  }, [step]);

  if (!step) return null;
  return (
    <dialog ref={dialogRef} className="tour" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="tour__header">
        <p className="tour__progress">{t('tour.progress', { current: index + 1, total: steps.length })}</p>
        <IconButton label={t('tour.close')} icon={<CloseIcon />} onClick={onClose} />
      </div>
      {/* Polite live region: moving to the next step is announced without moving focus off the button. */}
      <div aria-live="polite" className="tour__body">
        <h2 id={titleId} className="tour__title">
          {t(`tour.steps.${step.id}.title`)}
        </h2>
        <p id={textId} className="tour__text">
          {t(`tour.steps.${step.id}.text`)}
        </p>
      </div>
      <ol className="tour__dots" aria-hidden="true">
        {steps.map((item, i) => (
          <li key={item.id} className={i === index ? 'tour__dot tour__dot--current' : 'tour__dot'} />
        ))}
      </ol>
      <div className="tour__actions">
        {index === 0 ? (
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('tour.skip')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
            {t('tour.back')}
          </Button>
        )}
        <Button ref={primaryRef} size="sm" onClick={() => (isLast ? onClose() : setIndex(index + 1))}>
          {isLast ? t('tour.finish') : index === 0 ? t('tour.start') : t('tour.next')}
        </Button>
      </div>
    </dialog>
  );
}

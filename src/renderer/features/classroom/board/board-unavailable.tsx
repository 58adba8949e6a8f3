import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';

/**
 * The spec-8 failure: 'the drawboard cannot be opened', with a way to try again. Outside the
 * board's lazy chunk, so a page that already knows the board is refused says so without loading
 * tldraw first.
 */
export function BoardUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('boards');
  return (
    <div className="lesson-board__state" role="alert">
      <p>{t('errors:DRAWBOARD_UNAVAILABLE')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenSource } from '../../platform';
import { Button, Spinner } from '../../ui';
import { Dialog } from '../../ui/Dialog';

/**
 * The desktop app's own screen picker: every screen and window with its preview,
 * from the main process's `listScreenSources`. The browser shows its own picker instead.
 */
export function ScreenSourcePicker({
  open,
  listSources,
  onPick,
  onClose,
}: {
  open: boolean;
  listSources: () => Promise<ScreenSource[]>;
  onPick: (sourceId: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('classroom');
  const [sources, setSources] = useState<ScreenSource[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setSources(null);
    listSources()
      .then((list) => current && setSources(list))
      .catch(() => current && setSources([]));
    return () => {
      current = false;
    };
  }, [open, listSources]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('picker.title')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('picker.cancel')}
        </Button>
      }
    >
      {sources === null ? (
        <Spinner />
      ) : sources.length === 0 ? (
        <p>{t('picker.empty')}</p>
      ) : (
        <ul className="meeting-sources">
          {sources.map((source) => (
            <li key={source.id}>
              <button type="button" className="meeting-source" onClick={() => onPick(source.id)}>
                {source.thumbnail ? <img src={source.thumbnail} alt="" className="meeting-source__preview" /> : null}
                <span className="meeting-source__name">{source.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { Dialog } from '../../ui/Dialog';

/** What a consequential action will do, said before it is done (no one-click bookings). */
export interface ConfirmText {
  title: string;
  /** What happens, and to whom, once confirmed. */
  text: string;
  confirmLabel: string;
  /** A refusal (red button) rather than an agreement. */
  danger?: boolean;
}

interface Props extends ConfirmText {
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a request is accepted, declined or answered; Escape or "Back" changes nothing. */
export function ConfirmActionDialog({ title, text, confirmLabel, danger, onConfirm, onClose }: Props) {
  const { t } = useTranslation('requests');
  // Unmounted rather than closed, the <dialog> cannot hand focus back itself: the button that
  // opened it gets it back, so going back leaves the person where they were.
  // Read while rendering: by the time effects run, showModal() has moved focus into the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('confirm.back')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      <p className="requests-muted">{t('confirm.final')}</p>
    </Dialog>
  );
}

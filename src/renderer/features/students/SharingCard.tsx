import { useTranslation } from 'react-i18next';
import { Card, Checkbox, useToast } from '../../ui';
import { errorMessage } from '../../ui/form';
import { useSetStudentSharing, useStudentSharing } from './students.queries';
import './students.css';

/** The student's consent: their tutors see their exam-practice results only when on. */
export function SharingCard() {
  const { t } = useTranslation(['students', 'errors']);
  const toast = useToast();
  const sharing = useStudentSharing();
  const save = useSetStudentSharing();
  return (
    <Card as="section" aria-labelledby="sharing-title" className="students-sharing">
      <h2 id="sharing-title">{t('sharing.title')}</h2>
      <Checkbox
        label={t('sharing.label')}
        checked={sharing.data?.shareQuizResults ?? false}
        disabled={!sharing.data || save.isPending}
        onChange={(event) =>
          save.mutate(
            { shareQuizResults: event.target.checked },
            { onError: (error) => toast.show({ kind: 'error', message: errorMessage(t, error) }) },
          )
        }
      />
      <p className="students-muted">{t('sharing.hint')}</p>
    </Card>
  );
}

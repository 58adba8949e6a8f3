import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QuestionType } from '../../../../shared/contracts/quizzes';
import { InfoIcon } from '../../../ui';
import { helpPath } from '../../quizzes';

/** The type of a question and a link to the reference page on answering it. */
export function TypeBadge({ taskType }: { taskType: QuestionType }) {
  const { t } = useTranslation('quiz');
  return (
    <span className="type-badge">
      <span className="type-badge__name">{t(`types.${taskType}.name`)}</span>
      <Link to={helpPath(taskType)} className="type-badge__help" target="_blank" rel="noopener">
        <InfoIcon size={16} />
        {t('run.how-to-answer')}
        <span className="visually-hidden"> ({t('run.opens-new-tab')})</span>
      </Link>
    </span>
  );
}

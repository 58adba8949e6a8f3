import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import type { LoadedQuiz } from '../../../shared/contracts/quizzes';
import { isApiError } from '../../api';
import { translateFieldError } from '../../i18n';
import { AlertIcon, Button, Card, Spinner, useToast } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { QUIZ_PATHS, quizEditPath, quizInfoPath, useLoadedQuiz, useSaveQuiz } from '../quizzes';
import { AuthoredQuizzes } from './components/AuthoredQuizzes';
import { PendingReviews } from './components/PendingReviews';
import { QuestionCards } from './components/QuestionCards';
import { QuestionEditorForm } from './components/QuestionEditorForm';
import { QuizFieldsForm } from './components/QuizFieldsForm';
import { QuizAuthoringStore } from './quiz-authoring.store';
import { collectIssues, type SaveIssues } from './save-issues';
import './quiz-authoring.css';

/** The quiz authoring screen, `/quiz-authoring` and `/quiz-authoring/:quizId`. */
export function QuizAuthoringPage() {
  const { quizId } = useParams();
  return <AuthoringLoader key={quizId ?? 'new'} quizId={quizId} />;
}

function AuthoringLoader({ quizId }: { quizId: string | undefined }) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const loaded = useLoadedQuiz(quizId);
  if (quizId === undefined) return <Authoring loaded={null} />;
  if (loaded.isPending) {
    return (
      <div className="quiz-page__status">
        <Spinner size="lg" label={t('page.loading')} />
      </div>
    );
  }
  if (loaded.isError) return <Navigate to={QUIZ_PATHS.notFound} replace />;
  return <Authoring loaded={loaded.data} />;
}

const Authoring = observer(function Authoring({ loaded }: { loaded: LoadedQuiz | null }) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const toast = useToast();
  const navigate = useNavigate();
  const [store] = useState(() => {
    const created = new QuizAuthoringStore();
    if (loaded) created.loadQuiz(loaded);
    return created;
  });
  const save = useSaveQuiz();
  const [editorOpen, setEditorOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [issues, setIssues] = useState<SaveIssues>({ fields: {}, list: [] });
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const [savedCode, setSavedCode] = useState<string | null>(loaded?.code ?? null);

  useEffect(() => {
    if (editorOpen) editorHeading.current?.focus();
  }, [editorOpen, store.editor.editingNumber]);

  const tr = (key: string) => translateFieldError(t, key);
  const taskLabel = (questionNumber: number) => t('quiz:run.task', { number: questionNumber });

  const saveQuiz = () => {
    const checked = store.validate();
    if (!checked.success) {
      setIssues(collectIssues(checked.error.issues, store.questionCards, tr, taskLabel));
      return;
    }
    setIssues({ fields: {}, list: [] });
    save.mutate(
      { quizId: store.state.quizId, input: checked.data },
      {
        onSuccess: (saved) => {
          toast.show({ kind: 'success', message: t('page.saved', { title: saved.mainTitle }) });
          setSavedCode(saved.code);
          store.loadQuiz(saved);
          navigate(quizEditPath(saved.id), { replace: true });
        },
        onError: (error) => {
          const fields = isApiError(error) ? (error.details?.fields as Record<string, string> | undefined) : undefined;
          if (fields) {
            const list = Object.entries(fields).map(([path, key]) => ({ path: path.split('.'), message: key }));
            setIssues(collectIssues(list, store.questionCards, tr, taskLabel));
          } else {
            setIssues({
              fields: {},
              list: [
                isApiError(error)
                  ? t(`errors:${error.code}`, { defaultValue: error.message })
                  : t('errors:INTERNAL_ERROR'),
              ],
            });
          }
        },
      },
    );
  };

  const editQuestion = (questionNumber: number) => {
    store.editQuestion(questionNumber);
    setEditorOpen(true);
    // Edit scrolls to the top and reopens the editor.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="authoring">
      <header className="authoring__head">
        <div>
          <h1>{store.editingMode ? t('page.title-edit') : t('page.title')}</h1>
          <p className="authoring__lead">{t('page.lead')}</p>
        </div>
        <div className="authoring__head-actions">
          {savedCode ? (
            <Link to={quizInfoPath(savedCode)} className="link">
              {t('page.open-quiz')}
            </Link>
          ) : null}
          <Button variant="ghost" onClick={() => setResetOpen(true)}>
            {t('page.reset')}
          </Button>
        </div>
      </header>

      {editorOpen || store.isEditingQuestion ? (
        <QuestionEditorForm store={store} headingRef={editorHeading} onClose={() => setEditorOpen(false)} />
      ) : (
        <Button size="lg" onClick={() => setEditorOpen(true)} className="authoring__add">
          {t('page.add-question')}
        </Button>
      )}

      <Card as="section" aria-labelledby="quiz-fields-title" className="authoring__section">
        <h2 id="quiz-fields-title">{t('page.quiz-fields')}</h2>
        <QuizFieldsForm store={store} errors={issues.fields} />
      </Card>

      <section aria-labelledby="question-cards-title" className="authoring__section">
        <h2 id="question-cards-title">{t('cards.title', { count: store.questionCards.length })}</h2>
        <QuestionCards store={store} onEdit={editQuestion} />
      </section>

      {issues.list.length > 0 ? (
        <div className="authoring__issues" role="alert">
          <p>
            <AlertIcon size={18} /> {t('page.fix-before-saving')}
          </p>
          <ul>
            {issues.list.map((issue, index) => (
              <li key={index}>{issue}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="authoring__save">
        <Button size="lg" onClick={saveQuiz} disabled={save.isPending}>
          {save.isPending ? t('page.saving') : t('page.save-quiz')}
        </Button>
      </div>

      {store.state.quizId && store.questionCards.some((q) => q.taskType === 'FULL_TEXT_ANSWER') ? (
        <PendingReviews quizId={store.state.quizId} questions={store.questionCards} />
      ) : null}

      <AuthoredQuizzes />

      <Dialog
        open={resetOpen}
        onClose={() => setResetOpen(false)}
        title={t('page.reset-title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setResetOpen(false)}>
              {t('page.reset-cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                store.reset();
                setResetOpen(false);
                setEditorOpen(false);
                setIssues({ fields: {}, list: [] });
                setSavedCode(null);
                navigate(QUIZ_PATHS.authoring, { replace: true });
              }}
            >
              {t('page.reset-confirm')}
            </Button>
          </>
        }
      >
        <p>{t('page.reset-text')}</p>
      </Dialog>
    </div>
  );
});

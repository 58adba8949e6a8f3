import { useMutation } from '@tanstack/react-query';
import { toJS } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { QuizRun, UserChosenAnswer } from '../../../shared/contracts/quizzes';
import { isApiError } from '../../api';
import { useSession } from '../../app';
import { browserStorage } from '../../platform/storage';
import { AlertIcon, Button, buttonClassName, Card, EmptyState, Spinner } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import {
  type AttemptApi,
  loginPath,
  QUIZ_PATHS,
  quizInfoPath,
  quizResultPath,
  quizRunPath,
  useAttemptApi,
  useQuizRun,
} from '../quizzes';
import { Countdown } from './Countdown';
import { HintPanel } from './HintPanel';
import { QuestionNavigator } from './QuestionNavigator';
import { QuizRunStore } from './quiz-run.store';
import { openRun, useProgressSaver } from './run-attempt';
import { AnswerControl } from './questions/AnswerControl';
import { RichHtml } from './questions/RichHtml';
import { TypeBadge } from './questions/TypeBadge';
import './quiz-run.css';

/**
 * The quiz run screen, `/quiz/:code/run?mode=resume|restart|continue`. The mode is read
 * once and dropped from the address, so a reload continues the run instead of restarting it.
 */
export function QuizRunPage() {
  const { t } = useTranslation('quiz');
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const query = useQuizRun(code);

  if (query.isPending) {
    return (
      <div className="quiz-page__status">
        <Spinner size="lg" label={t('run.loading')} />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <Navigate to={QUIZ_PATHS.notFound} replace />;
    return (
      <EmptyState
        title={t('run.load-error')}
        icon={<AlertIcon />}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return <RunLoader key={query.data.quiz.id} run={query.data} code={code} mode={params.get('mode')} />;
}

type Mode = string | null;

/** Opens the server attempt once (after sign-in, resume, restart or a fresh start). */
function RunLoader({ run, code, mode }: { run: QuizRun; code: string; mode: Mode }) {
  const { t } = useTranslation('quiz');
  const session = useSession();
  const navigate = useNavigate();
  const api = useAttemptApi();
  const [store] = useState(() => new QuizRunStore(browserStorage));
  const [state, setState] = useState<'opening' | 'ready' | 'failed'>('opening');
  const opened = useRef(false);
  const signedIn = session !== null;

  const open = useCallback(() => {
    setState('opening');
    openRun(api, store, run, mode, signedIn).then(
      () => {
        setState('ready');
        // The mode was for this visit only; a reload now resumes.
        if (mode !== null) void navigate(quizRunPath(code), { replace: true });
      },
      () => setState('failed'),
    );
  }, [api, store, run, mode, signedIn, navigate, code]);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);
  useEffect(() => () => store.dispose(), [store]);

  if (state === 'opening') {
    return (
      <div className="quiz-page__status">
        <Spinner size="lg" label={t('run.loading')} />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <EmptyState
        title={t('run.load-error')}
        icon={<AlertIcon />}
        action={<Button onClick={open}>{t('common.retry')}</Button>}
      />
    );
  }
  return <QuizRunner run={run} code={code} store={store} api={api} />;
}

interface RunnerProps {
  run: QuizRun;
  code: string;
  store: QuizRunStore;
  api: AttemptApi;
}

const QuizRunner = observer(function QuizRunner({ run, code, store, api }: RunnerProps) {
  const { t } = useTranslation('quiz');
  const session = useSession();
  const navigate = useNavigate();
  const submit = useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: string; answers: UserChosenAnswer[] }) =>
      api.finish(attemptId, answers),
  });
  const finishing = useRef(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [timeUp, setTimeUp] = useState(false);

  const { questions, quiz } = run;
  const count = questions.length;
  const index = store.currentQuestionIndex;
  const question = questions[index];
  const answeredCount = questions.filter((q) => store.answersTo(q.id).length > 0).length;
  const unanswered = count - answeredCount;

  const finish = useCallback(() => {
    setConfirmOpen(false);
    if (!session) {
      // A guest sees the result only after signing in; the run waits under continueQuizAfterAuth.
      store.keepForAfterAuth();
      setSignInOpen(true);
      return;
    }
    // The countdown and a refused save may both call time; one finish is enough.
    if (!store.attemptId || finishing.current) return;
    finishing.current = true;
    submit.mutate(
      { attemptId: store.attemptId, answers: toJS(store.userChosenAnswers) },
      {
        onError: () => {
          finishing.current = false;
        },
        onSuccess: (record) => {
          store.finish(record.id);
          navigate(quizResultPath(record.id), { replace: true });
        },
      },
    );
  }, [session, store, submit, navigate]);

  const onExpire = useCallback(() => {
    setTimeUp(true);
    finish();
  }, [finish]);
  useProgressSaver(api, store, onExpire);

  if (!question) return <EmptyState title={t('run.empty')} />;
  const idBase = `q${question.questionNumber}`;
  const isLast = index === count - 1;

  return (
    <div className="quiz-run">
      <header className="quiz-run__head">
        <div className="quiz-run__title">
          <Link to={quizInfoPath(code)} className="quiz-run__back">
            {quiz.categoryName}
          </Link>
          <h1>{quiz.mainTitle}</h1>
        </div>
        {store.startedAt !== null ? (
          <Countdown startedAt={store.startedAt} maxTimeMinutes={quiz.maxTime} onExpire={onExpire} />
        ) : null}
      </header>

      {timeUp ? (
        <p className="quiz-run__notice" role="alert">
          {t('run.timer.up')}
        </p>
      ) : null}

      <div className="quiz-run__body">
        <Card as="section" className="quiz-question" aria-labelledby="question-title">
          <div className="quiz-question__meta">
            <h2 id="question-title" className="quiz-question__title">
              {t('run.task', { number: question.questionNumber })}
              <span className="quiz-question__of"> {t('run.of', { count })}</span>
            </h2>
            <TypeBadge taskType={question.taskType} />
          </div>
          <RichHtml html={question.questionTaskHtml} className="quiz-question__body" />
          <AnswerControl
            key={question.id}
            question={question}
            answers={store.answersTo(question.id)}
            idBase={idBase}
            category={quiz.category}
            onAnswer={(choice) => {
              const recorded = store.recordAnswer(question, choice);
              if (recorded) store.removeFromUnanswered(index);
              return recorded;
            }}
          />
          <div className="quiz-question__hint">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={store.isExplanationOpen}
              aria-controls={`${idBase}-hint`}
              onClick={store.toggleExplanation}
            >
              {store.isExplanationOpen ? t('run.hint.hide') : t('run.hint.show')}
            </Button>
            {store.isExplanationOpen ? (
              <HintPanel
                id={`${idBase}-hint`}
                quizId={quiz.id}
                category={quiz.category}
                question={question}
                signedIn={session !== null}
              />
            ) : null}
          </div>
          <div className="quiz-question__pager">
            <Button variant="secondary" disabled={index === 0} onClick={store.previous}>
              {t('run.previous')}
            </Button>
            {isLast ? (
              <Button onClick={() => (unanswered > 0 ? setConfirmOpen(true) : finish())} disabled={submit.isPending}>
                {t('run.finish')}
              </Button>
            ) : (
              <Button onClick={() => store.next(count)}>{t('run.next')}</Button>
            )}
          </div>
        </Card>

        <aside className="quiz-run__side" aria-label={t('run.side.label')}>
          <p className="quiz-run__progress">{t('run.progress', { answered: answeredCount, count })}</p>
          <QuestionNavigator
            questions={questions}
            currentIndex={index}
            isAnswered={(id) => store.answersTo(id).length > 0}
            onJump={(target) => store.jumpTo(target, count)}
          />
          <Button
            variant="accent"
            block
            disabled={submit.isPending}
            onClick={() => (unanswered > 0 ? setConfirmOpen(true) : finish())}
          >
            {submit.isPending ? t('run.finishing') : t('run.finish-quiz')}
          </Button>
          {submit.isError ? (
            <p className="quiz-run__error" role="alert">
              {isApiError(submit.error)
                ? t(`errors:${submit.error.code}`, { defaultValue: submit.error.message })
                : t('errors:INTERNAL_ERROR')}
            </p>
          ) : null}
        </aside>
      </div>

      <Dialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={t('run.confirm.title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
              {t('run.confirm.back')}
            </Button>
            <Button onClick={finish}>{t('run.confirm.finish')}</Button>
          </>
        }
      >
        <p>{t('run.confirm.text', { count: unanswered })}</p>
      </Dialog>

      <Dialog
        open={signInOpen}
        onClose={() => setSignInOpen(false)}
        title={t('run.sign-in.title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setSignInOpen(false)}>
              {t('run.sign-in.back')}
            </Button>
            <Link to={loginPath(quizRunPath(code, 'continue'))} className={buttonClassName('primary')}>
              {t('run.sign-in.action')}
            </Link>
          </>
        }
      >
        <p>{t('run.sign-in.text')}</p>
      </Dialog>
    </div>
  );
});

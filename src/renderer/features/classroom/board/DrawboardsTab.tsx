import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DrawboardNameInput, type Drawboard } from '../../../../shared/contracts/drawboards';
import { Button, EmptyState, Spinner, TextField, useToast } from '../../../ui';
import { errorMessage, fieldText } from '../../../ui/form';
import { useCreateDrawboard, useDrawboards, useRenameDrawboard } from './boards.queries';
import { boardPagePath } from './board-paths';
import './board.css';

function NameForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('boards');
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DrawboardNameInput>({ resolver: zodResolver(DrawboardNameInput), defaultValues: { name: initial } });
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      reset({ name: initial });
    } catch (error) {
      toast.show({ kind: 'error', message: errorMessage(t, error) });
    }
  });
  return (
    <form className="drawboards-tab__form" onSubmit={submit} noValidate>
      <TextField label={t('name')} error={fieldText(t, errors.name?.message)} maxLength={80} {...register('name')} />
      <Button type="submit" disabled={isSubmitting}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
    </form>
  );
}

function BoardRow({ lessonId, board, editable }: { lessonId: string; board: Drawboard; editable: boolean }) {
  const { t } = useTranslation('boards');
  const rename = useRenameDrawboard(lessonId);
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <li className="drawboards-tab__item">
        <NameForm
          initial={board.name}
          submitLabel={t('save')}
          onSubmit={async (name) => {
            await rename.mutateAsync({ boardId: board.id, name });
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      </li>
    );
  }
  return (
    <li className="drawboards-tab__item">
      <Link className="drawboards-tab__link" to={boardPagePath(lessonId, board.id)}>
        {board.name}
      </Link>
      {editable && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setRenaming(true)}
          aria-label={t('rename-named', { name: board.name })}
        >
          {t('rename')}
        </Button>
      )}
    </li>
  );
}

/**
 * The lesson page's drawboards tab (lesson details have a drawboards tab): the lesson's
 * boards, each opening its page (live during the lesson, read-only after it), and a new board
 * while the lesson is on.
 */
export function DrawboardsTab({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('boards');
  const boards = useDrawboards(lessonId);
  const create = useCreateDrawboard(lessonId);
  if (boards.isPending) return <Spinner label={t('loading')} />;
  if (boards.isError) return <p role="alert">{t('errors:DRAWBOARD_UNAVAILABLE')}</p>;
  const { items, editable } = boards.data;
  return (
    <section className="drawboards-tab" aria-labelledby="drawboards-title">
      <h2 id="drawboards-title" className="drawboards-tab__title">
        {t('title')}
      </h2>
      {!editable && <p className="drawboards-tab__note">{t('read-only-note')}</p>}
      {items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className="drawboards-tab__list">
          {items.map((board) => (
            <BoardRow key={board.id} lessonId={lessonId} board={board} editable={editable} />
          ))}
        </ul>
      )}
      {editable && <NameForm initial="" submitLabel={t('create')} onSubmit={(name) => create.mutateAsync(name)} />}
    </section>
  );
}

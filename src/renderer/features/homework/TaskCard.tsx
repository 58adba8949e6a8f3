import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Homework, HomeworkFile, HomeworkTask } from '../../../shared/contracts/homework';
import { useSession } from '../../app';
import { Button, useToast } from '../../ui';
import { errorMessage } from '../../ui/form';
import { useDownloadTaskFile, useRemoveTaskFile, useSaveResult, useUploadTaskFile } from './homework.queries';

/** One task: what to do, the tutor's files, and the student's answer and files. */
export function TaskCard({
  lessonId,
  homework,
  task,
  tutor,
}: {
  lessonId: string;
  homework: Homework;
  task: HomeworkTask;
  tutor: boolean;
}) {
  const { t } = useTranslation(['homework', 'errors']);
  const toast = useToast();
  const me = useSession()?.claims.sub;
  const open = homework.status === 'CREATED' || homework.status === 'REWORK_REQUIRED';
  const studentMayWork = !tutor && open && task.status !== 'DONE';
  const save = useSaveResult(lessonId, homework.id);
  const upload = useUploadTaskFile(lessonId, homework.id);
  const remove = useRemoveTaskFile(lessonId, homework.id);
  const download = useDownloadTaskFile(homework.id);
  const [answer, setAnswer] = useState(task.resultText ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  const materials = task.files.filter((f) => f.kind === 'TASK');
  const results = task.files.filter((f) => f.kind === 'RESULT');
  const mayUpload = tutor ? open : studentMayWork;
  const fail = (error: unknown) => toast.show({ kind: 'error', message: errorMessage(t, error) });
  const titleId = `task-${task.id}`;

  const fileList = (files: HomeworkFile[], label: string) =>
    files.length > 0 ? (
      <ul className="homework-files" aria-label={label}>
        {files.map((file) => (
          <li key={file.id}>
            <button type="button" className="homework-file" onClick={() => void download(file).catch(fail)}>
              {t('file.download', { name: file.name })}
            </button>
            {file.uploaderId === me && (tutor ? open : studentMayWork) ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate(file.id, { onError: fail })}
              >
                {t('file.remove')}
                <span className="visually-hidden"> {file.name}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <li className="homework-task" aria-labelledby={titleId}>
      <div className="homework-task__head">
        <h3 id={titleId}>{task.title}</h3>
        <span className="homework-muted">
          {t('task.priority-value', { value: task.priority })} · {t(task.required ? 'task.required' : 'task.optional')}
        </span>
        <span className={`homework-status homework-status--${task.status.toLowerCase()}`}>
          {t(`status.${task.status}`)}
        </span>
      </div>
      {task.description ? <p>{task.description}</p> : null}
      {fileList(materials, t('file.materials'))}
      {task.reviewComment ? (
        <p className="homework__comment">{t('task.comment', { comment: task.reviewComment })}</p>
      ) : null}
      {studentMayWork ? (
        <div className="homework-answer">
          <label className="homework-textarea">
            <span>{t('task.answer', { title: task.title })}</span>
            <textarea rows={3} value={answer} maxLength={10_000} onChange={(e) => setAnswer(e.target.value)} />
          </label>
          <Button
            size="sm"
            variant="secondary"
            disabled={save.isPending || answer === (task.resultText ?? '')}
            onClick={() =>
              save.mutate(
                { taskId: task.id, resultText: answer },
                { onSuccess: () => toast.show({ kind: 'success', message: t('task.saved') }), onError: fail },
              )
            }
          >
            {t('task.save')}
          </Button>
        </div>
      ) : task.resultText ? (
        <p className="homework-answer__text">
          <strong>{t('task.result')}</strong> {task.resultText}
        </p>
      ) : null}
      {fileList(results, t('file.results'))}
      {mayUpload ? (
        <div className="homework-upload">
          <input
            ref={fileInput}
            type="file"
            className="visually-hidden"
            id={`file-${task.id}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate({ taskId: task.id, file }, { onError: fail });
            }}
          />
          <Button size="sm" variant="secondary" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
            {upload.isPending ? t('file.uploading') : t(tutor ? 'file.attach-material' : 'file.attach-result')}
            <span className="visually-hidden"> {task.title}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

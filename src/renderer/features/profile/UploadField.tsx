import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button } from '../../ui';
import { errorMessage } from '../../ui/form';
import { uploadFile, type UploadKind } from './profile.queries';
import { megabytes, uploadProblem, type FileLimit } from './upload-check';

export interface UploadFieldProps {
  kind: UploadKind;
  label: string;
  hint: string;
  accept: string;
  /** The server's limit for this kind; a file over it or of another format is refused before sending. */
  limit?: FileLimit;
  /** Shown above the button: the current picture or video. */
  preview?: ReactNode;
  error?: string;
  onUploaded: (file: StoredFile) => void;
}

/** Picks a file and uploads it at once, showing progress (axios onUploadProgress) and the server's answer. */
export function UploadField({ kind, label, hint, accept, limit, preview, error, onUploaded }: UploadFieldProps) {
  const { t } = useTranslation('profile');
  const client = useApiClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = `upload-${kind}`;

  async function upload(file: File) {
    setFailure(null);
    const problem = limit ? uploadProblem(file, limit) : null;
    if (problem) {
      setFailure(t(`upload.${problem}`, { mb: limit ? megabytes(limit.maxBytes) : '' }));
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    try {
      onUploaded(await uploadFile(client, kind, file, setProgress));
    } catch (caught) {
      setFailure(errorMessage(t, caught));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const message = failure ?? error;
  return (
    <div className={message ? 'upload-field field--invalid' : 'upload-field'}>
      <span className="field__label">{label}</span>
      {preview}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="visually-hidden"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button variant="secondary" size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
        {t('upload.choose')}
      </Button>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {progress !== null ? (
        <progress
          className="upload-field__progress"
          max={100}
          value={progress}
          aria-label={t('upload.progress', { label })}
        >
          {progress}%
        </progress>
      ) : null}
      {message ? (
        <p className="field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../../../shared/contracts/messenger';
import { ComposerInput } from '../../../shared/contracts/messenger';
import { isApiError } from '../../api';
import { AttachIcon, Button, CloseIcon, IconButton, SendIcon } from '../../ui';
import { formatBytes } from './AttachmentView';
import { useMessengerLimits, useSendMessage, useUploadAttachment } from './messenger.queries';

/**
 * Writes a message: text (Enter sends, Shift+Enter starts a new line) and files, each uploaded as
 * soon as it is chosen so sending is quick. Limits are checked before uploading, in the person's
 * words, and again by the server.
 */
export function Composer({ chatId }: { chatId: string }) {
  const { t, i18n } = useTranslation('messenger');
  const textId = useId();
  const fileId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const limits = useMessengerLimits().data;
  const send = useSendMessage(chatId);
  const upload = useUploadAttachment(chatId);
  const [files, setFiles] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ComposerInput>({ resolver: zodResolver(ComposerInput), defaultValues: { body: '' } });
  const fieldError = form.formState.errors.body?.message;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    for (const file of chosen) {
      if (limits && files.length + 1 > limits.maxFilesPerMessage) {
        setProblem(t('composer.too-many', { count: limits.maxFilesPerMessage }));
        break;
      }
      if (limits && file.size > limits.maxFileBytes) {
        setProblem(t('composer.too-large', { name: file.name, max: formatBytes(limits.maxFileBytes, i18n.language) }));
        continue;
      }
      try {
        const attachment = await upload.mutateAsync(file);
        setFiles((current) => [...current, attachment]);
      } catch (error) {
        setProblem(
          isApiError(error)
            ? t(`errors:${error.code}`, { defaultValue: t('composer.upload-failed') })
            : t('composer.upload-failed'),
        );
      }
    }
  }

  const submit = form.handleSubmit(({ body }) => {
    if (!body && files.length === 0) return;
    send.mutate({ idempotencyKey: crypto.randomUUID(), body, attachments: files });
    form.reset({ body: '' });
    setFiles([]);
    setProblem(null);
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const shownError = problem ?? (fieldError ? t(`validation:${fieldError.replace(/^validation\./, '')}`) : null);

  return (
    <form className="composer" onSubmit={(event) => void submit(event)} aria-label={t('composer.label')}>
      {files.length > 0 ? (
        <ul className="composer__files" aria-label={t('composer.files')}>
          {files.map((file) => (
            <li key={file.id} className="composer__file">
              <span>{file.name}</span>
              <IconButton
                label={t('composer.remove', { name: file.name })}
                icon={<CloseIcon size={16} />}
                onClick={() => setFiles((current) => current.filter((f) => f.id !== file.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {shownError ? (
        <p id={errorId} className="composer__error" role="alert">
          {shownError}
        </p>
      ) : null}
      <div className="composer__row">
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          multiple
          className="visually-hidden composer__file-input"
          onChange={(event) => void choose(event)}
          disabled={upload.isPending}
        />
        {/* After the input, so the input's keyboard focus can ring this visible label (CSS `+`). */}
        <label htmlFor={fileId} className="composer__attach" title={t('composer.attach')}>
          <AttachIcon />
          <span className="visually-hidden">{t('composer.attach')}</span>
        </label>
        <label htmlFor={textId} className="visually-hidden">
          {t('composer.text')}
        </label>
        <textarea
          id={textId}
          className="composer__text"
          rows={1}
          placeholder={t('composer.placeholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onKeyDown={onKeyDown}
          {...form.register('body')}
        />
        <Button type="submit" disabled={upload.isPending} aria-label={t('composer.send')} className="composer__send">
          <SendIcon size={18} />
          <span className="composer__send-label">
            {upload.isPending ? t('composer.uploading') : t('composer.send')}
          </span>
        </Button>
      </div>
    </form>
  );
}

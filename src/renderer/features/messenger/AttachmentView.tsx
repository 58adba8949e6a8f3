import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../../../shared/contracts/messenger';
import { attachmentPath } from '../../../shared/contracts/messenger';
import { useApiClient } from '../../app';

/** Bytes as the person reads them: "2,4 МБ" / "2.4 MB". */
export function formatBytes(bytes: number | null, language: string): string {
  if (bytes === null) return '';
  const units = language === 'en' ? ['B', 'KB', 'MB', 'GB'] : ['Б', 'КБ', 'МБ', 'ГБ'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const format = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'uk-UA', { maximumFractionDigits: 1 });
  return `${format.format(value)} ${units[unit]}`;
}

/**
 * An uploaded file is read with the bearer token (only the chat's members may), so an image is
 * fetched as a blob and shown from an object URL, released when it leaves the screen.
 */
function useAttachmentBlobUrl(chatId: string, attachment: Attachment, enabled: boolean): string | null {
  const client = useApiClient();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    client
      .get<Blob>(attachmentPath(chatId, attachment.id), { responseType: 'blob', signal: controller.signal })
      .then((response) => {
        objectUrl = URL.createObjectURL(response.data);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, chatId, attachment.id, enabled]);
  return url;
}

export function AttachmentView({
  chatId,
  attachment,
  pending,
}: {
  chatId: string;
  attachment: Attachment;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation('messenger');
  const client = useApiClient();
  const imageUrl = useAttachmentBlobUrl(chatId, attachment, attachment.kind === 'MEDIA');

  if (attachment.kind === 'LINK' && attachment.url)
    return (
      <a
        className="chat-attachment chat-attachment--link"
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {attachment.url}
      </a>
    );

  if (attachment.kind === 'MEDIA')
    return imageUrl ? (
      <img className="chat-attachment chat-attachment--media" src={imageUrl} alt={attachment.name} />
    ) : (
      <span className="chat-attachment chat-attachment--loading">
        {t('attachment.loading', { name: attachment.name })}
      </span>
    );

  async function download() {
    const response = await client.get<Blob>(attachmentPath(chatId, attachment.id), { responseType: 'blob' });
    const url = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <button
      type="button"
      className="chat-attachment chat-attachment--file"
      onClick={() => void download()}
      disabled={pending}
    >
      {t('attachment.download', { name: attachment.name, size: formatBytes(attachment.byteSize, i18n.language) })}
    </button>
  );
}

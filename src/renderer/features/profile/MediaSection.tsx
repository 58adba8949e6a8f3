import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../ui';
import { fieldText } from '../../ui/form';
import { EditorSection } from './EditorSection';
import { fileUrl } from '../../api';
import { useUploadLimits } from './profile.queries';
import type { TeacherForm } from './teacher-form';
import { imageLimit, megabytes, videoLimit } from './upload-check';
import { UploadField } from './UploadField';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const VIDEO_TYPES = 'video/mp4,video/webm,video/quicktime';

/** Avatar (required), intro video and its cover; each uploads at once with progress. */
export function MediaSection({ form }: { form: TeacherForm }) {
  const { t } = useTranslation('profile');
  const limits = useUploadLimits().data;
  // The sizes come from the server's configuration; until they arrive the hints name the formats only.
  const imageHint = limits
    ? t('upload.image-hint', { mb: megabytes(limits.maxImageBytes) })
    : t('upload.image-formats');
  const videoHint = limits
    ? t('upload.video-hint', { mb: megabytes(limits.maxVideoBytes) })
    : t('upload.video-formats');
  const { watch, setValue, formState } = form;
  const avatarId = watch('avatarId');
  const videoId = watch('introVideoId');
  const coverId = watch('introVideoCoverId');
  const set = (name: 'avatarId' | 'introVideoId' | 'introVideoCoverId', id: string) =>
    setValue(name, id, { shouldDirty: true, shouldValidate: true });

  return (
    <EditorSection title={t('sections.media')}>
      <div className="media-grid">
        <UploadField
          kind="photo"
          label={t('fields.avatar')}
          hint={imageHint}
          accept={IMAGE_TYPES}
          limit={limits ? imageLimit(limits) : undefined}
          error={fieldText(t, formState.errors.avatarId?.message)}
          preview={
            avatarId ? (
              <img className="avatar-preview" src={fileUrl(avatarId)} alt={t('fields.avatar-alt')} />
            ) : (
              <span className="avatar-preview avatar-preview--empty" aria-hidden="true">
                <UserIcon size={40} />
              </span>
            )
          }
          onUploaded={(file) => set('avatarId', file.id)}
        />
        <UploadField
          kind="video"
          label={t('fields.intro-video')}
          hint={videoHint}
          accept={VIDEO_TYPES}
          limit={limits ? videoLimit(limits) : undefined}
          preview={
            videoId ? (
              <video
                className="video-preview"
                controls
                preload="metadata"
                poster={coverId ? fileUrl(coverId) : undefined}
                src={fileUrl(videoId)}
              >
                <track kind="captions" />
              </video>
            ) : null
          }
          onUploaded={(file) => set('introVideoId', file.id)}
        />
        <UploadField
          kind="video-cover"
          label={t('fields.video-cover')}
          hint={imageHint}
          accept={IMAGE_TYPES}
          limit={limits ? imageLimit(limits) : undefined}
          preview={
            coverId ? <img className="cover-preview" src={fileUrl(coverId)} alt={t('fields.video-cover-alt')} /> : null
          }
          onUploaded={(file) => set('introVideoCoverId', file.id)}
        />
      </div>
    </EditorSection>
  );
}

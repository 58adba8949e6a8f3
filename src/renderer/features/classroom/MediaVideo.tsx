import { useEffect, useRef } from 'react';

/**
 * A <video> showing a MediaStream, routed to the chosen speaker where the browser allows
 * (`setSinkId`). Own previews are muted so the user does not hear themselves.
 */
export function MediaVideo({
  stream,
  muted = false,
  mirrored = false,
  speakerId = null,
  label,
  testId,
  className,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  speakerId?: string | null;
  label: string;
  testId?: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  useEffect(() => {
    const video = ref.current as (HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }) | null;
    if (!video || muted || !video.setSinkId) return;
    void video.setSinkId(speakerId ?? '').catch(() => {});
  }, [speakerId, muted]);
  return (
    <video
      ref={ref}
      className={['meeting-video', mirrored ? 'meeting-video--mirrored' : '', className ?? ''].join(' ').trim()}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
    />
  );
}

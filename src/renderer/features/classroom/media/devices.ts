/** The spec's meeting device state: what the room sends and through which devices. */
export interface DeviceState {
  isMuted: boolean;
  isStartedVideo: boolean;
  activeMicrophone: string | null;
  activeSpeaker: string | null;
  activeCamera: string | null;
}

export const DEFAULT_DEVICE_STATE: DeviceState = {
  isMuted: false,
  isStartedVideo: true,
  activeMicrophone: null,
  activeSpeaker: null,
  activeCamera: null,
};

export interface DeviceLists {
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

export async function listDevices(): Promise<DeviceLists> {
  const all = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return {
    microphones: all.filter((d) => d.kind === 'audioinput' && d.deviceId),
    cameras: all.filter((d) => d.kind === 'videoinput' && d.deviceId),
    speakers: all.filter((d) => d.kind === 'audiooutput' && d.deviceId),
  };
}

/** True where the browser can route a media element to a chosen speaker (not Firefox < 116, Safari). */
export const canPickSpeaker = () =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

/** What getting the camera and microphone gave: either may be missing (no device, refused). */
export interface LocalMedia {
  stream: MediaStream;
  audioError: boolean;
  videoError: boolean;
}

const constraint = (deviceId: string | null): MediaTrackConstraints | boolean =>
  deviceId ? { deviceId: { exact: deviceId } } : true;

/**
 * The camera and microphone, each asked for separately when asking for both fails, so a missing
 * camera does not cost the microphone ("audio connecting error" when the microphone fails).
 */
export async function openLocalMedia(state: Pick<DeviceState, 'activeMicrophone' | 'activeCamera'>): Promise<LocalMedia> {
  const devices = navigator.mediaDevices;
  if (!devices?.getUserMedia) return { stream: new MediaStream(), audioError: true, videoError: true };
  try {
    const stream = await devices.getUserMedia({
      audio: constraint(state.activeMicrophone),
      video: constraint(state.activeCamera),
    });
    return { stream, audioError: false, videoError: false };
  } catch {
    const stream = new MediaStream();
    let audioError = false;
    let videoError = false;
    try {
      for (const t of (await devices.getUserMedia({ audio: constraint(state.activeMicrophone) })).getTracks()) stream.addTrack(t);
    } catch {
      audioError = true;
    }
    try {
      for (const t of (await devices.getUserMedia({ video: constraint(state.activeCamera) })).getTracks()) stream.addTrack(t);
    } catch {
      videoError = true;
    }
    return { stream, audioError, videoError };
  }
}

/** One new track from another device, to swap into the running stream. */
export async function openTrack(kind: 'audio' | 'video', deviceId: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({ [kind]: { deviceId: { exact: deviceId } } });
  return kind === 'audio' ? stream.getAudioTracks()[0]! : stream.getVideoTracks()[0]!;
}

/**
 * The microphone's level, 0..1, sampled on every animation frame from an analyser (the pre-join
 * check's meter). Answers the stop function.
 */
export function watchLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const track = stream.getAudioTracks()[0];
  const AudioContextCtor = typeof AudioContext !== 'undefined' ? AudioContext : null;
  if (!track || !AudioContextCtor) return () => {};
  const context = new AudioContextCtor();
  const source = context.createMediaStreamSource(new MediaStream([track]));
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let frame = 0;
  const tick = () => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const s of samples) sum += s * s;
    // RMS scaled so speech sits in the upper half of the meter.
    onLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    source.disconnect();
    void context.close();
  };
}

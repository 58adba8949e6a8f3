/* The classroom's recording (docs/classroom/board-and-recording.md): the room mounts
 * RecordingControls and RecordingIndicator, the lesson page mounts RecordingsTab. */
export { RecordingControls } from './RecordingControls';
export { RecordingIndicator, activeRecording } from './RecordingIndicator';
export { RecordingsTab } from './RecordingsTab';
export { useRecordings } from './recordings.queries';

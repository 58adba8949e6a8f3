/* The classroom's recording (issue 25 item 4): the room mounts RecordingControls and
 * RecordingIndicator, the lesson page mounts RecordingsTab. */
export { RecordingControls } from './RecordingControls';
export { RecordingIndicator, activeRecording } from './RecordingIndicator';
export { RecordingsTab } from './RecordingsTab';
export { useRecordings } from './recordings.queries';

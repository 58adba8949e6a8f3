/** API paths of the meeting room (src/server/modules/classroom), shared by server tests and the client. */
const lessonPath = (lessonId: string) => `/users/v1/lessons/${encodeURIComponent(lessonId)}`;
export const meetingRoomPath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/room`;
export const meetingPresencePath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/presence`;
export const meetingLeavePath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/leave`;
export const meetingSignalPath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/signal`;
export const meetingScreenPath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/screen`;
export const meetingLiveKitTokenPath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/livekit-token`;

/** The lesson actions the room takes (src/server/modules/lessons): tutor starts and ends, student joins. */
export const meetingStartPath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/start`;
export const meetingJoinPath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/join`;
export const meetingFinalizePath = (lessonId: string) => `${lessonPath(lessonId)}/meeting/finalize`;

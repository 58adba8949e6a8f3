/** Server paths of lesson requests (src/server/modules/requests). */
export const REQUESTS_PATH = '/users/v1/lesson-requests';
export const DIRECT_REQUEST_PATH = `${REQUESTS_PATH}/direct`;
export const GUEST_DIRECT_REQUEST_PATH = `${REQUESTS_PATH}/direct/guest`;
export const PUBLIC_REQUEST_PATH = `${REQUESTS_PATH}/public`;
export const GUEST_PUBLIC_REQUEST_PATH = `${REQUESTS_PATH}/public/guest`;

export const requestPath = (id: string) => `${REQUESTS_PATH}/${encodeURIComponent(id)}`;
export const offerPath = (id: string, offerId: string) => `${requestPath(id)}/offers/${encodeURIComponent(offerId)}`;
export const freeSlotsPath = (teacherId: string) => `/users/v1/open/tutors/${encodeURIComponent(teacherId)}/free-slots`;
export const openTutorPath = (teacherId: string) => `/users/v1/open/tutors/${encodeURIComponent(teacherId)}`;

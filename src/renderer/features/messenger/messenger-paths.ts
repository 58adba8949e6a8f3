/** The messenger's screens (the paths are ours). */
export const MESSENGER_PATH = '/messages';
export const messengerPath = (chatId: string) => `${MESSENGER_PATH}/${encodeURIComponent(chatId)}`;
/** Opens (finds or starts) the chat with one person, e.g. from a tutor's page. */
export const messengerWithPath = (userId: string) =>
  `${MESSENGER_PATH}?${new URLSearchParams({ with: userId }).toString()}`;

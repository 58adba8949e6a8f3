/** API paths of the messenger (src/server/modules/messenger), shared by server tests and the client. */
export const CHATS_PATH = '/users/v1/chats';
export const SUPPORT_CHAT_PATH = `${CHATS_PATH}/support`;
export const MESSENGER_LIMITS_PATH = `${CHATS_PATH}/limits`;
export const CHATS_UNREAD_PATH = `${CHATS_PATH}/unread-count`;
export const chatPath = (chatId: string) => `${CHATS_PATH}/${encodeURIComponent(chatId)}`;
export const chatMessagesPath = (chatId: string) => `${chatPath(chatId)}/messages`;
export const chatReadPath = (chatId: string) => `${chatPath(chatId)}/read`;
export const chatAttachmentsPath = (chatId: string) => `${chatPath(chatId)}/attachments`;
export const attachmentPath = (chatId: string, attachmentId: string) =>
  `${chatAttachmentsPath(chatId)}/${encodeURIComponent(attachmentId)}`;

/** Names are shown on cards and in chats; longer ones break layouts and are never real names. */
export const NAME_MAX_LENGTH = 50;

export type NameField = 'first-name' | 'last-name';

/** First and last name are required at registration (and on every profile save). */
export function nameProblem(field: NameField, value: string | null | undefined): string | null {
  const name = (value ?? '').trim();
  if (name === '') return `validation.${field}-required`;
  if (name.length > NAME_MAX_LENGTH) return 'validation.too-long';
  return null;
}

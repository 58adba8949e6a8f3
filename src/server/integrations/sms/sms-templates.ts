import type { Language } from '../../../shared/i18n/language';

/** The phone confirmation SMS: short and Latin-free where possible, so it fits one segment. */
export function renderPhoneCodeSms(language: Language, code: string): string {
  return language === 'en' ? `Repetytor code: ${code}` : `Код Repetytor: ${code}`;
}

/** Email and phone confirmation codes are 6 digits. */
export const ONE_TIME_CODE_LENGTH = 6;

export function oneTimeCodeProblem(
  value: string | null | undefined,
): 'validation.code-required' | 'validation.code-invalid' | null {
  const code = (value ?? '').trim();
  if (code === '') return 'validation.code-required';
  return /^\d{6}$/.test(code) ? null : 'validation.code-invalid';
}

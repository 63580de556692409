/**
 * Codes are stored and limited per target: one phone or one email, however it was typed.
 * Phones become `+<area code><number>`, emails lower case.
 */
export function phoneTarget(areaCode: string, phone: string): string {
  return `+${areaCode.replace(/^\+/, '')}${phone}`;
}

export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

/** Normalises a target typed by a person or a script (`+44 7700-900123`, `Me@Example.com`). */
export function normaliseTarget(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return emailTarget(value);
  const digits = value.replace(/[\s\-().]/g, '');
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/** E-mail addresses compare case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phone numbers compare by their digits and a leading +. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

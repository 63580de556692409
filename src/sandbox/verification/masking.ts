/**
 * Masked display values for binding status. The user base call returns raw values (the UI masks
 * them); binding calls answer masked ones because they also serve flows where the user has
 * not proven who they are yet.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  // A fixed number of stars, so the mask does not reveal the length.
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

export function maskPhone(areaCode: string | null, phone: string): string {
  const prefix = areaCode ? `+${areaCode} ` : '';
  if (phone.length <= 4) return `${prefix}****`;
  return `${prefix}${phone.slice(0, 2)}****${phone.slice(-4)}`;
}

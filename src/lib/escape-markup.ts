const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML or XML element content and quoted attribute values (the sitemap, the
 * QR code's SVG, the sandbox's stand-in pages, a user's values filled into a kept page).
 */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

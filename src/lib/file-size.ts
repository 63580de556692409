import { interpolate } from '@/i18n/interpolate';

const MB = 1024 * 1024;

/** The locale's words for a size, each a template with `{size}` (`"{size} MB"`, `"{size} Mo"`). */
interface FileSizeWords {
  mb: string;
  kb: string;
}

/**
 * `1536000` → `1.5 MB`; below 1 MB in KB (at least 1). The digits are the product's usual
 * left-to-right ones in every locale; the unit is the locale's own word.
 */
export function formatFileSize(bytes: number, words: FileSizeWords): string {
  if (bytes >= MB) return interpolate(words.mb, { size: (bytes / MB).toFixed(1) });
  return interpolate(words.kb, { size: Math.max(1, Math.round(bytes / 1024)) });
}

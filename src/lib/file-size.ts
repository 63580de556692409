const MB = 1024 * 1024;

/** `1536000` → `1.5 MB`; below 1 MB in KB. Shown left-to-right wherever it appears. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

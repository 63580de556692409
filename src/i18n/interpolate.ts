export type Params = Record<string, string | number>;

/**
 * Replaces `{name}` placeholders; unknown placeholders are left as they are. Kept apart from the
 * dictionaries so browser code can fill a server-translated text without shipping any locale.
 */
export function interpolate(template: string, params?: Params) {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

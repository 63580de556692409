import { refusalsOf, type EndpointDef } from '@/contract/define';
import type { LocaleCode } from '@/i18n/locales';
import { pickMessages } from '@/i18n/pick-messages';
import { refusalKeys, type RefusalMessages } from '@/i18n/refusal-text';
import enRefusals from '../../locales/en/refusals.json';

/**
 * Server only: the refusal messages an island needs, in one locale — those of the refusals its
 * calls declare (the common ones included), code-specific variants too, and the field codes
 * when `withFieldCodes`. An island is handed these, never the whole dictionary.
 */
export function refusalMessages(
  locale: LocaleCode,
  endpoints: readonly EndpointDef[],
  { withFieldCodes = false }: { withFieldCodes?: boolean } = {},
): RefusalMessages {
  const known = enRefusals as Readonly<Record<string, string>>;
  const keys = new Set<string>();
  for (const endpoint of endpoints) {
    for (const [name, def] of Object.entries(refusalsOf(endpoint))) {
      for (const key of refusalKeys(name, def.code)) if (key in known) keys.add(key);
    }
  }
  if (withFieldCodes) {
    for (const key of Object.keys(known)) if (key.startsWith('refusal.field.')) keys.add(key);
  }
  return pickMessages(locale, [...keys]);
}

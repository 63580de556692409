import { api } from '@/client/api';
import { refusalOf } from '@/client/refusal';
import { marketSearchesEndpoints, type MarketSearchFields } from '@/contract/market-searches';
import type { LocaleCode } from '@/i18n/locales';
import { errorText, type RefusalMessages } from '@/i18n/refusal-text';

/**
 * Saving the market's search (issue 17, item 3), loaded on the first "Alert me" save with the
 * contract it needs, so the market's first load carries neither. Its error mode is `self`: the
 * form says why next to its button, worded by the refusal's code; `full` tells the cap apart
 * (the form then links to the user centre, where a search is deleted).
 */
export async function saveMarketSearch(
  body: MarketSearchFields,
  words: { refusals: RefusalMessages; locale: LocaleCode; fallback: string },
): Promise<{ ok: true } | { ok: false; reason: string; full: boolean }> {
  const endpoint = marketSearchesEndpoints.c2cMarketSearchSave;
  try {
    await api.call(endpoint, { body });
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      full: refusalOf(endpoint, error)?.name === 'savedSearchesFull',
      reason: errorText(endpoint, error, words.refusals, {
        locale: words.locale,
        fallback: words.fallback,
      }),
    };
  }
}

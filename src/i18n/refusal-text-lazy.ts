import { isApiError } from '@/client/api-error';
import type { EndpointDef } from '@/contract/define';
import type { ErrorTextOptions, RefusalMessages } from '@/i18n/refusal-text';
import { chunk } from '@/lib/load-chunk';

/** The wording code, through the chunk loader: a failure is forgotten, the next refusal retries. */
const loadRefusalText = chunk('refusal-text', () => import('@/i18n/refusal-text'));

/**
 * `errorText` loaded on first use, for pages near their byte budget (`/payment`, the card and
 * transfer dialogs): only a refused call pays for the wording code. Should the code not load
 * (offline), the server's `msg` or the page's `fallback` is said, as before.
 */
export async function errorTextLater(
  endpoint: EndpointDef,
  error: unknown,
  messages: RefusalMessages,
  options: ErrorTextOptions,
): Promise<string> {
  try {
    const { errorText } = await loadRefusalText();
    return errorText(endpoint, error, messages, options);
  } catch {
    return isApiError(error) && error.kind === 'server' && error.msg ? error.msg : options.fallback;
  }
}

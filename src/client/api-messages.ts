import { z } from 'zod';

/**
 * Generic texts the client shows when there is no server `msg` to show (no answer, timeout).
 * They are translated on the server and handed to the browser in a JSON data block (rendered by
 * `Toasts.astro`), because the browser ships no i18n runtime.
 */
const apiMessagesSchema = z.object({
  network: z.string().min(1),
  timeout: z.string().min(1),
});
export type ApiMessages = z.infer<typeof apiMessagesSchema>;

/** Id of the `<script type="application/json">` block holding the translated ApiMessages. */
export const API_MESSAGES_ELEMENT_ID = 'p2p-api-messages';

/** English fallback, used only if a page forgot the data block. */
const DEFAULT_API_MESSAGES: ApiMessages = {
  network: 'Network error, please check your connection and try again.',
  timeout: 'The request timed out, please try again.',
};

/** Browser only: the translated messages of the current page, English when absent or malformed. */
export function readApiMessages(doc: Document = document): ApiMessages {
  const text = doc.getElementById(API_MESSAGES_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_API_MESSAGES;
  try {
    const parsed = apiMessagesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_API_MESSAGES;
  } catch {
    return DEFAULT_API_MESSAGES;
  }
}

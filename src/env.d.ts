/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The request's language: the URL's, once the locale middleware has redirected to the chosen one. */
    locale: import('@/i18n/locales').LocaleCode;
    /** Translator bound to this request's language. */
    t: import('@/i18n/t').Translate;
    /** The viewer's IANA time zone from the `tz` cookie; null on a first visit (render UTC). */
    timeZone: string | null;
    /** Path without the locale prefix, e.g. `/buy_USDT`. */
    pathname: string;
    /** The logged-in user, loaded on every navigation; null for visitors. */
    session: import('@/middleware/load-session').ServerSession | null;
    /**
     * The logged-in user's values the shell prints (null for visitors); the shell reads them
     * through `shellPersonal(locals)`.
     */
    personal: import('@/shell/personal').ShellPersonal | null;
    /**
     * Markers in place of those values (`src/middleware/personal-page.ts`), printed instead on a
     * page that is the same for every user of a kind.
     */
    personalMarkers?: import('@/shell/personal').ShellPersonal;
    /**
     * Set by a page whose content (outside the shell's personal values) is the same for every
     * logged-in user of one kind: its template is kept for the next one.
     */
    sameForEveryUser: boolean;
    /**
     * For a logged-in GET (`personal-page.ts`): a page whose content depends on data it loads
     * (the market) finds its page kept for the same data and kind of user here, and gets markers
     * for its own per-user values.
     */
    sharedPage?: import('@/middleware/personal-page-store').SharedPage;
    /** Keeps this logged-in page with the response as it leaves (set by `personal-page.ts`). */
    keepPersonalPage?: (sent: Response) => void;
    /** Per-request API client (token and language of this request only). */
    api: import('@/client/http').ApiClient;
    publicConfig: import('@/config/public').PublicConfig;
  }
}

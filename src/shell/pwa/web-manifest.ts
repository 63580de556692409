import { routes } from '@/config/routes';
import { localeByCode, type LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import type { Translate } from '@/i18n/t';

/** The brand's yellow, the header's logo and the icon's ground (`--color-brand`). */
export const BRAND_COLOR = '#f0b90b';

/** The app icons (`public/icons/`), drawn from `public/favicon.svg`. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
] as const;

/**
 * The web app manifest of one locale (issue 17, item 4): installed from a Persian page, the app
 * is named in Persian, reads right to left and opens on the Persian market.
 */
export function webManifest(locale: LocaleCode, t: Translate) {
  const { tag, dir } = localeByCode(locale);
  return {
    id: '/',
    name: t('site.name'),
    short_name: t('site.name'),
    description: t('site.description'),
    lang: tag,
    dir,
    start_url: localePath(locale, routes.market()),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    icons: APP_ICONS,
  };
}

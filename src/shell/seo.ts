import { serializeForScript } from '@/components/serialize';
import { LOCALES, type LocaleCode, localeByCode } from '@/i18n/locales';

/**
 * What a page tells search engines and link previews beyond its canonical: Open Graph and Twitter
 * meta, and schema.org structured data (Organization, WebSite, BreadcrumbList). Pure: the origin
 * and every text come in, so the shapes are tested without a server. Absolute URLs come from
 * `src/config/site-url.ts` (PUBLIC_SITE_URL), never from the request.
 */

/** The preview image (1200x630, `public/og-image.png`, made by `scripts/make-og-image.mjs`). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/**
 * Open Graph names locales `language_TERRITORY`. Each of ours maps to the territory its texts
 * are written for (pt is Brazilian, zh-TC traditional Chinese as written in Taiwan, es Spain).
 */
const OG_LOCALES: Record<LocaleCode, string> = {
  en: 'en_US',
  'zh-CN': 'zh_CN',
  'zh-TC': 'zh_TW',
  'zh-Hk': 'zh_HK',
  ko: 'ko_KR',
  ja: 'ja_JP',
  ru: 'ru_RU',
  fa: 'fa_IR',
  uk: 'uk_UA',
  es: 'es_ES',
  vi: 'vi_VN',
  fr: 'fr_FR',
  pt: 'pt_BR',
};

/** The Open Graph form of a locale (`fa` → `fa_IR`). */
export function ogLocale(locale: LocaleCode): string {
  return OG_LOCALES[locale];
}

/** One `<meta>`: Open Graph uses `property`, Twitter `name`. */
export interface MetaTag {
  attr: 'property' | 'name';
  key: string;
  content: string;
}

interface SocialMetaInput {
  locale: LocaleCode;
  /** The document title (`Buy USDT | P2P Trading`). */
  title: string;
  description: string;
  siteName: string;
  /** The canonical URL (absolute). */
  url: string;
  /** The preview image (absolute). */
  image: string;
  type: 'website' | 'profile';
}

/**
 * Open Graph and Twitter card meta for a page: the same title and description as `<title>` and
 * the description meta, the canonical URL, the locale with every other language as an alternate,
 * and the large preview image (Twitter's `summary_large_image` card).
 */
export function socialMeta(input: SocialMetaInput): MetaTag[] {
  const og = (key: string, content: string): MetaTag => ({ attr: 'property', key, content });
  const tw = (key: string, content: string): MetaTag => ({ attr: 'name', key, content });
  return [
    og('og:type', input.type),
    og('og:site_name', input.siteName),
    og('og:title', input.title),
    og('og:description', input.description),
    og('og:url', input.url),
    og('og:locale', ogLocale(input.locale)),
    ...LOCALES.filter((l) => l.code !== input.locale).map((l) =>
      og('og:locale:alternate', ogLocale(l.code)),
    ),
    og('og:image', input.image),
    og('og:image:width', String(OG_IMAGE.width)),
    og('og:image:height', String(OG_IMAGE.height)),
    og('og:image:alt', input.siteName),
    tw('twitter:card', 'summary_large_image'),
    tw('twitter:title', input.title),
    tw('twitter:description', input.description),
    tw('twitter:image', input.image),
    tw('twitter:image:alt', input.siteName),
  ];
}

/** A step of a breadcrumb trail: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** schema.org BreadcrumbList: the trail from the parent page(s) down to this one. */
export function breadcrumbJsonLd(trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

interface SiteJsonLdInput {
  locale: LocaleCode;
  /** The site's origin (`https://p2p.example`). */
  origin: string;
  siteName: string;
  description: string;
  /** The logo (absolute). */
  logo: string;
}

/**
 * schema.org Organization and WebSite for the site's main pages (the markets), linked by `@id`
 * so search engines read them as one publisher of one site, in the page's language.
 */
export function siteJsonLd({ locale, origin, siteName, description, logo }: SiteJsonLdInput) {
  const home = `${origin}/`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${home}#organization`,
      name: siteName,
      url: home,
      logo,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: siteName,
      description,
      url: home,
      inLanguage: localeByCode(locale).tag,
      publisher: { '@id': `${home}#organization` },
    },
  ];
}

/**
 * Structured data as the text of a `<script type="application/ld+json">`: `<` and the line
 * separators escaped, so no text (a nickname holding `</script>`) can end the element.
 */
export function jsonLdScript(data: unknown): string {
  return serializeForScript(data);
}

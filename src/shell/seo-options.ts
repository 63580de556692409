/**
 * What a page may tell the layout about itself for search engines and link previews (the
 * layout's `seo` prop, read by `SeoHead.astro`). Everything is optional: a page without it is
 * canonical without a query, an Open Graph `website`, with no structured data of its own.
 */
export interface SeoOptions {
  /**
   * The query that makes this URL distinct content, in a stable order (`fiat=EUR&page=2`);
   * the canonical and every alternate carry it. View state (sort, amount) is left out.
   */
  query?: string;
  /** Open Graph type: `profile` for a person's page. */
  type?: 'website' | 'profile';
  /** Organization and WebSite structured data: the site's main pages (the markets). */
  site?: boolean;
  /**
   * The pages above this one, top first (unprefixed paths and their names in the page's
   * language): a BreadcrumbList ends with this page.
   */
  parents?: readonly { name: string; path: string }[];
  /** This page's name in the breadcrumb trail (default: the page title). */
  crumb?: string;
}

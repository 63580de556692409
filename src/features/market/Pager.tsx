import type { MouseEvent } from 'react';
import type { MarketT } from '@/features/market/messages';

/**
 * Page links (crawlable, and usable before the script loads); the island turns a click into a
 * fetch. Shows the first and last page, the current one and its neighbours.
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1]);
  const list = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  list.forEach((p, i) => {
    const previous = list[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export function Pager({
  page,
  pages,
  href,
  onPage,
  t,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  onPage: (page: number, event: MouseEvent) => void;
  t: MarketT;
}) {
  if (pages <= 1) return null;
  const link = (target: number, label: string, content: string, rel?: string) => (
    <a
      href={href(target)}
      rel={rel}
      aria-label={label}
      className="market-page-link"
      onClick={(event) => onPage(target, event)}
    >
      {content}
    </a>
  );
  return (
    <nav aria-label={t('market.paging.label')} className="market-pager">
      <ul>
        <li>
          {page > 1 ? (
            link(page - 1, t('market.paging.previous'), '‹', 'prev')
          ) : (
            <span className="market-page-link is-disabled" aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="market-page-gap" aria-hidden="true">
                …
              </span>
            ) : p === page ? (
              <a
                href={href(p)}
                aria-current="page"
                aria-label={t('market.paging.page', { page: p })}
                className="market-page-link is-current"
                onClick={(event) => onPage(p, event)}
              >
                {p}
              </a>
            ) : (
              link(p, t('market.paging.page', { page: p }), String(p))
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            link(page + 1, t('market.paging.next'), '›', 'next')
          ) : (
            <span className="market-page-link is-disabled" aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

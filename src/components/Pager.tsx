import type { MouseEvent } from 'react';

/** Page links to show: first, last, the current page and its neighbours; null is a gap. */
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

export interface PagerLabels {
  /** The navigation landmark's name. */
  label: string;
  previous: string;
  next: string;
  /** Accessible name of one page link. */
  page: (page: number) => string;
}

/**
 * Page links (real links: crawlable and usable before the script loads); the island turns a
 * click into a fetch through `onPage`. Shows the first and last page, the current one and its
 * neighbours; the arrows point along the reading direction (flipped in right-to-left pages).
 */
export function Pager({
  page,
  pages,
  href,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  onPage: (page: number, event: MouseEvent) => void;
  labels: PagerLabels;
}) {
  if (pages <= 1) return null;
  const arrow = (target: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <a
        href={href(target)}
        rel={rel}
        aria-label={label}
        className="pager-link"
        onClick={(event) => onPage(target, event)}
      >
        <span className="pager-arrow" aria-hidden="true">
          {rel === 'prev' ? '‹' : '›'}
        </span>
      </a>
    ) : (
      <span className="pager-link is-disabled" aria-hidden="true">
        <span className="pager-arrow">{rel === 'prev' ? '‹' : '›'}</span>
      </span>
    );
  return (
    <nav aria-label={labels.label} className="pager">
      <ul>
        <li>{arrow(page - 1, labels.previous, 'prev', page > 1)}</li>
        {pageWindow(page, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="pager-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <a
                href={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={labels.page(p)}
                className={p === page ? 'pager-link is-current' : 'pager-link'}
                onClick={(event) => onPage(p, event)}
              >
                {p}
              </a>
            )}
          </li>
        ))}
        <li>{arrow(page + 1, labels.next, 'next', page < pages)}</li>
      </ul>
    </nav>
  );
}

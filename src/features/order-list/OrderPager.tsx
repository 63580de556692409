import type { MouseEvent } from 'react';
import type { OrderListT } from '@/features/order-list/messages';
import { pageWindow } from '@/features/order-list/order-list-query';

/**
 * Page links (usable before the script loads); the island turns a click into a fetch. Shows the
 * first and last page, the current one and its neighbours. Arrows flip in right-to-left pages.
 */
export function OrderPager({
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
  t: OrderListT;
}) {
  if (pages <= 1) return null;
  const arrow = (target: number, label: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <a
        href={href(target)}
        rel={rel}
        aria-label={label}
        className="ol-page-link"
        onClick={(event) => onPage(target, event)}
      >
        <span className="ol-page-arrow" aria-hidden="true">
          {rel === 'prev' ? '‹' : '›'}
        </span>
      </a>
    ) : (
      <span className="ol-page-link is-disabled" aria-hidden="true">
        <span className="ol-page-arrow">{rel === 'prev' ? '‹' : '›'}</span>
      </span>
    );
  return (
    <nav aria-label={t('orderList.paging.label')} className="ol-pager">
      <ul>
        <li>{arrow(page - 1, t('orderList.paging.previous'), 'prev', page > 1)}</li>
        {pageWindow(page, pages).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="ol-page-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <a
                href={href(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('orderList.paging.page', { page: p })}
                className={p === page ? 'ol-page-link is-current' : 'ol-page-link'}
                onClick={(event) => onPage(p, event)}
              >
                {p}
              </a>
            )}
          </li>
        ))}
        <li>{arrow(page + 1, t('orderList.paging.next'), 'next', page < pages)}</li>
      </ul>
    </nav>
  );
}

/**
 * One page of a paged list as the list calls answer it (market ads, my orders, my ads): the rows,
 * how many there are in all, which page this is and how many rows a page holds.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many pages a list has (at least one, so an empty list still says "page 1 of 1"). */
export function pageCount(page: Pick<ListPage<unknown>, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}

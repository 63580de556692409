import type { MouseEvent, ReactNode } from 'react';
import type { ListPage } from '@/components/list-page';
import { Pager, type PagerLabels } from '@/components/Pager';
import type { FilteredList } from '@/components/use-filtered-list';
import type { IslandTranslate } from '@/i18n/island-t';

/** The words of a list's states, in the reader's language. */
export interface ListTexts {
  loading: string;
  count: (total: number) => string;
  /** Said above rows kept on screen after a failed fetch. */
  stale: string;
  retry: string;
  errorTitle: string;
  errorBody: string;
  paging: PagerLabels;
}

/** The message keys every list names alike: `<prefix>.error.*` and `<prefix>.paging.*`. */
type ListTextKey<P extends string> =
  | `${P}.error.${'stale' | 'retry' | 'title' | 'body'}`
  | `${P}.paging.${'label' | 'previous' | 'next' | 'page'}`;

/**
 * A list's texts from its island translator: the error and paging messages under `prefix`
 * (checked against the island's keys), the loading and count lines under the keys given.
 */
export function listTexts<P extends string, K extends string>(
  t: IslandTranslate<NoInfer<ListTextKey<P> | K>>,
  prefix: P,
  keys: { loading: K; count: K },
): ListTexts {
  const key = <S extends string>(suffix: S) => `${prefix}.${suffix}` as const;
  return {
    loading: t(keys.loading),
    count: (total) => t(keys.count, { total }),
    stale: t(key('error.stale')),
    retry: t(key('error.retry')),
    errorTitle: t(key('error.title')),
    errorBody: t(key('error.body')),
    paging: {
      label: t(key('paging.label')),
      previous: t(key('paging.previous')),
      next: t(key('paging.next')),
      page: (page) => t(key('paging.page'), { page }),
    },
  };
}

/** The class names (each list keeps its own look) and test ids of a list's states. */
export interface ListLook {
  /** The loading / count line. */
  status: string;
  statusTestId?: string;
  /**
   * `status` when the line is the list's live region; `polite` when the island has another
   * `role="status"` of its own (the line is then a polite live region without the role).
   */
  statusLive: 'status' | 'polite';
  stale: string;
  error: string;
  errorTestId: string;
  /** Class of the error panel's explanation, if any. */
  errorBody?: string;
  /** Class of the error panel's retry link. */
  retry: string;
  /** The rows' wrapper; `is-loading` is added while a fetch runs. */
  results: string;
}

interface ListStatesProps<Q extends { page: number }, I> {
  list: FilteredList<Q, ListPage<I>>;
  texts: ListTexts;
  look: ListLook;
  /** What an empty list shows (its own panel: the words and hints differ by list). */
  empty: ReactNode;
  /** The rows, once there are some. */
  children: (items: I[]) => ReactNode;
}

/**
 * The states of a filtered, paged list (see `useFilteredList`): the loading / count line, the
 * "could not refresh" line with rows kept, the error panel when nothing could be loaded (both
 * with a retry link that works without script), the empty panel, the rows dimmed while a fetch
 * runs, and the pager. Real links throughout, so the server render works before hydration.
 */
export function ListStates<Q extends { page: number }, I>(props: ListStatesProps<Q, I>) {
  const { list, texts, look } = props;
  const { data, loading } = list;
  const currentHref = list.hrefFor({});
  return (
    <>
      <p
        className={look.status}
        role={look.statusLive === 'status' ? 'status' : undefined}
        aria-live={look.statusLive === 'polite' ? 'polite' : undefined}
        data-testid={look.statusTestId}
      >
        {loading ? texts.loading : data && data.total > 0 ? texts.count(data.total) : ''}
      </p>

      {list.stale && data && (
        <p className={look.stale}>
          {texts.stale}{' '}
          <a href={currentHref} className="text-button" onClick={list.retry}>
            {texts.retry}
          </a>
        </p>
      )}

      {data === null ? (
        <ListError texts={texts} look={look} href={currentHref} onRetry={list.retry} />
      ) : data.items.length === 0 ? (
        props.empty
      ) : (
        <div className={loading ? `${look.results} is-loading` : look.results}>
          {props.children(data.items)}
        </div>
      )}

      {data && (
        <Pager
          page={data.page}
          pages={list.pages}
          href={(page) => list.hrefFor({ page } as Partial<Q>)}
          onPage={list.goToPage}
          labels={texts.paging}
        />
      )}
    </>
  );
}

/**
 * The panel of a list that could not be loaded: what happened and a retry link to the same
 * address (a real link: it works before hydration and where the page renders on the server
 * only); `onRetry` turns its plain click into a fetch in place.
 */
export function ListError({
  texts,
  look,
  href,
  onRetry,
}: {
  texts: Pick<ListTexts, 'errorTitle' | 'errorBody' | 'retry'>;
  look: Pick<ListLook, 'error' | 'errorTestId' | 'errorBody' | 'retry'>;
  href: string;
  onRetry?: (event: MouseEvent) => void;
}) {
  return (
    <div className={look.error} data-testid={look.errorTestId}>
      <p className="font-semibold">{texts.errorTitle}</p>
      <p className={look.errorBody}>{texts.errorBody}</p>
      <a href={href} className={look.retry} onClick={onRetry}>
        {texts.retry}
      </a>
    </div>
  );
}

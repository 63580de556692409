import { useRef, useState } from 'react';
import { Chunk } from '@/components/ChunkNote';
import { chunk } from '@/lib/load-chunk';
import type { LocaleCode } from '@/i18n/locales';
import type { RefusalMessages } from '@/i18n/refusal-text';
import type { MarketT } from '@/features/market/messages';
import type { MarketQueryState } from '@/features/market/market-types';

const loadForm = chunk('SaveSearchForm', () => import('@/features/market/SaveSearchForm'));

/**
 * "Alert me" on the market (issue 17, item 3): saves the search the filters show (side, coin,
 * fiat, payment method, amount) with an optional price limit, the highest price to buy or the
 * lowest to sell. The exchange then alerts the user about each new ad they could take that
 * matches (bell, system notification and push per their choices). A refusal is said next to
 * the button; at the cap it links to the user centre, where a search is deleted.
 *
 * The market's first load carries only the button: the form (`SaveSearchForm`) loads when a
 * hand or the keyboard comes to the button, or on its click, with the chunk note (Retry) when
 * it does not come, and its API code on the first save.
 */
export interface SaveSearchProps {
  query: MarketQueryState;
  fiatScale: number;
  locale: LocaleCode;
  /** The user centre's saved searches, in the page's language. */
  manageHref: string;
  refusals: RefusalMessages;
  t: MarketT;
}

export function SaveSearch(props: SaveSearchProps) {
  const { t } = props;
  const [state, setState] = useState<'closed' | 'open' | 'saved'>('closed');
  const openerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadForm().catch(() => {});
  // The form leaves the DOM as it closes: the focus goes back to the button that opened it.
  const close = (next: 'closed' | 'saved') => {
    setState(next);
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  if (state === 'open') {
    return (
      <Chunk load={loadForm} t={t} onClose={() => close('closed')}>
        {({ default: SaveSearchForm }) => (
          <SaveSearchForm
            {...props}
            onSaved={() => close('saved')}
            onCancel={() => close('closed')}
          />
        )}
      </Chunk>
    );
  }
  return (
    <div className="market-alert" data-testid="save-search">
      <button
        ref={openerRef}
        type="button"
        className="market-alert-open"
        data-js
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setState('open')}
      >
        {t('market.alert.open')}
      </button>
      {state === 'saved' && (
        <p className="market-alert-note" role="status" data-testid="save-search-saved">
          {t('market.alert.saved')} <a href={props.manageHref}>{t('market.alert.manage')}</a>
        </p>
      )}
    </div>
  );
}

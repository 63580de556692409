import { createRoot, type Root } from 'react-dom/client';
import type { MarketAd } from '@/contract/entities';
import type { Side } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { createIslandTranslator } from '@/i18n/island-t';
import type { MarketMessages } from '@/features/market/messages';
import OrderPanel from '@/features/market/OrderPanel';
import type { ProfilePart } from '@/features/user/profile/profile-element';

/**
 * The profile's order panel, loaded by `<p2p-profile>` on the first click of a Trade button
 * (issue 16, item 2): React and the market's OrderPanel arrive together in this chunk, so the
 * profile's first load carries none of them. The panel is the market's own, opened for the
 * row's ad; closing it gives the focus back to the Trade button.
 */

/** What the page hands the panel (a JSON block after the rows): only the rows one may take. */
export interface ProfileTradeData {
  locale: LocaleCode;
  /** The viewer's side: buying from a sell ad, or selling into a buy ad. */
  side: Side;
  fiatScale: number;
  coinScale: number;
  /** The page's server time (the advertiser's "last seen", as the rows show it). */
  now: number;
  identityHref: string;
  messages: MarketMessages;
  ads: MarketAd[];
}

/** The panel's root, created on the first opening and reused after. */
let root: Root | null = null;
/** Each opening starts a fresh panel (nothing typed for one ad is carried into another). */
let opening = 0;

/** Opens the order panel for the ad of the row holding `opener` (`ProfilePart['open']`). */
export const open: ProfilePart['open'] = (host, data, opener) => {
  const trade = data as ProfileTradeData;
  const id = opener.closest('[data-ad-id]')?.getAttribute('data-ad-id');
  const ad = trade.ads.find((item) => String(item.id) === id);
  if (!ad) return;
  if (!root) {
    const container = document.createElement('div');
    host.append(container);
    root = createRoot(container);
  }
  const current = root;
  const t = createIslandTranslator(trade.messages, trade.locale);
  opening += 1;
  current.render(
    <OrderPanel
      key={opening}
      ad={ad}
      side={trade.side}
      fiatScale={trade.fiatScale}
      coinScale={trade.coinScale}
      locale={trade.locale}
      now={trade.now}
      identityHref={trade.identityHref}
      refusals={trade.messages}
      t={t}
      onClose={() => {
        current.render(null);
        // The dialog leaves the DOM, so the browser cannot restore focus by itself.
        requestAnimationFrame(() => opener.focus());
      }}
    />,
  );
};

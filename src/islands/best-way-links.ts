import { routes } from '@/config/routes';
import { cardCoin } from '@/contract/card';
import type { BestWay, BestWayOption } from '@/contract/market-best-way';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { cardHref } from '@/features/card/card-query';
import { marketTradeHref } from '@/features/market/market-query';

/**
 * Where each option of the best-way page continues (issue 17, item 1), with the amount filled:
 * a P2P ad opens its order panel on the market (through the login for a visitor, to identity
 * verification for a user who needs it), a card quote opens the card page on the same
 * purchase. Here because it joins two features (the market's address and the card page's).
 */
export function continueHref(
  option: BestWayOption,
  result: Pick<BestWay, 'coin' | 'fiat' | 'amount' | 'amountType' | 'paymentMethod'>,
  context: { locale: LocaleCode; identityHref: string },
): string {
  const { locale } = context;
  if (option.kind === 'card') {
    const coin = cardCoin.safeParse(result.coin);
    if (!coin.success) return localePath(locale, routes.thirdParty());
    return cardHref(locale, {
      fiat: result.fiat,
      coin: coin.data,
      amount: result.amount,
      amountType: result.amountType,
      paymentMethod: option.paymentMethod,
    });
  }
  const market = marketTradeHref(locale, {
    coin: result.coin,
    fiat: result.fiat,
    amount: option.totalCost,
    adId: option.ad.id,
  });
  if (option.needs.includes('sign_in')) {
    return `${localePath(locale, routes.login())}?${new URLSearchParams({ returnUrl: market }).toString()}`;
  }
  if (option.needs.includes('identity')) return context.identityHref;
  return market;
}

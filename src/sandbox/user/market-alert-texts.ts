import type { LocaleCode } from '@/i18n/locales';

/**
 * The wording of saved-search alerts (`market.alert`, issue 17, item 3), per language: a title
 * and a content with `{placeholders}` filled from the message's parameters when it is read
 * (`order-messages.ts`). The variant follows the user's side: to buy, the advertiser sells; to
 * sell, the advertiser buys. The count is a label ("…: 3"), so no sentence needs plural forms.
 * One term per concept, as in the UI's locale files (advertiser, ad).
 */

export type MarketAlertKey = 'alert.buy' | 'alert.sell';

export const MARKET_ALERT_TEXTS: Record<
  LocaleCode,
  Record<MarketAlertKey, readonly [title: string, content: string]>
> = {
  en: {
    'alert.buy': [
      'Saved search: buy {coin} with {fiat}',
      'A new ad matches your saved search: {nickname} sells {coin} at {price} {fiat}. New matching ads: {count}.',
    ],
    'alert.sell': [
      'Saved search: sell {coin} for {fiat}',
      'A new ad matches your saved search: {nickname} buys {coin} at {price} {fiat}. New matching ads: {count}.',
    ],
  },
  'zh-CN': {
    'alert.buy': [
      '已保存的搜索：用 {fiat} 购买 {coin}',
      '有新广告符合您保存的搜索：{nickname} 以 {price} {fiat} 出售 {coin}。新的匹配广告：{count}。',
    ],
    'alert.sell': [
      '已保存的搜索：出售 {coin} 换 {fiat}',
      '有新广告符合您保存的搜索：{nickname} 以 {price} {fiat} 购买 {coin}。新的匹配广告：{count}。',
    ],
  },
  'zh-TC': {
    'alert.buy': [
      '已儲存的搜尋：用 {fiat} 購買 {coin}',
      '有新廣告符合您儲存的搜尋：{nickname} 以 {price} {fiat} 出售 {coin}。新的相符廣告：{count}。',
    ],
    'alert.sell': [
      '已儲存的搜尋：出售 {coin} 換 {fiat}',
      '有新廣告符合您儲存的搜尋：{nickname} 以 {price} {fiat} 購買 {coin}。新的相符廣告：{count}。',
    ],
  },
  'zh-Hk': {
    'alert.buy': [
      '已儲存的搜尋：用 {fiat} 買入 {coin}',
      '有新廣告符合您儲存的搜尋：{nickname} 以 {price} {fiat} 賣出 {coin}。新的相符廣告：{count}。',
    ],
    'alert.sell': [
      '已儲存的搜尋：賣出 {coin} 換 {fiat}',
      '有新廣告符合您儲存的搜尋：{nickname} 以 {price} {fiat} 買入 {coin}。新的相符廣告：{count}。',
    ],
  },
  ko: {
    'alert.buy': [
      '저장한 검색: {fiat} 결제로 {coin} 구매',
      '저장한 검색에 맞는 새 광고가 있습니다: {nickname} 님의 {coin} 판매 가격은 {price} {fiat}입니다. 새로 맞는 광고: {count}.',
    ],
    'alert.sell': [
      '저장한 검색: {coin} 판매, {fiat} 받기',
      '저장한 검색에 맞는 새 광고가 있습니다: {nickname} 님의 {coin} 구매 가격은 {price} {fiat}입니다. 새로 맞는 광고: {count}.',
    ],
  },
  ja: {
    'alert.buy': [
      '保存した検索：{fiat}で{coin}を購入',
      '保存した検索に合う新しい広告があります：{nickname}が{coin}を{price} {fiat}で売っています。新たに合う広告：{count}。',
    ],
    'alert.sell': [
      '保存した検索：{coin}を売却して{fiat}を受け取る',
      '保存した検索に合う新しい広告があります：{nickname}が{coin}を{price} {fiat}で買っています。新たに合う広告：{count}。',
    ],
  },
  es: {
    'alert.buy': [
      'Búsqueda guardada: comprar {coin} con {fiat}',
      'Un anuncio nuevo coincide con tu búsqueda guardada: {nickname} vende {coin} a {price} {fiat}. Anuncios nuevos que coinciden: {count}.',
    ],
    'alert.sell': [
      'Búsqueda guardada: vender {coin} por {fiat}',
      'Un anuncio nuevo coincide con tu búsqueda guardada: {nickname} compra {coin} a {price} {fiat}. Anuncios nuevos que coinciden: {count}.',
    ],
  },
  fr: {
    'alert.buy': [
      'Recherche enregistrée : acheter des {coin} en {fiat}',
      'Une nouvelle annonce correspond à votre recherche enregistrée : {nickname} vend des {coin} à {price} {fiat}. Nouvelles annonces correspondantes : {count}.',
    ],
    'alert.sell': [
      'Recherche enregistrée : vendre des {coin} contre des {fiat}',
      'Une nouvelle annonce correspond à votre recherche enregistrée : {nickname} achète des {coin} à {price} {fiat}. Nouvelles annonces correspondantes : {count}.',
    ],
  },
  pt: {
    'alert.buy': [
      'Busca salva: comprar {coin} com {fiat}',
      'Um novo anúncio corresponde à sua busca salva: {nickname} vende {coin} a {price} {fiat}. Novos anúncios correspondentes: {count}.',
    ],
    'alert.sell': [
      'Busca salva: vender {coin} por {fiat}',
      'Um novo anúncio corresponde à sua busca salva: {nickname} compra {coin} a {price} {fiat}. Novos anúncios correspondentes: {count}.',
    ],
  },
  ru: {
    'alert.buy': [
      'Сохранённый поиск: купить {coin} за {fiat}',
      'Новое объявление подходит под ваш сохранённый поиск: {nickname} продаёт {coin} по {price} {fiat}. Новых подходящих объявлений: {count}.',
    ],
    'alert.sell': [
      'Сохранённый поиск: продать {coin} за {fiat}',
      'Новое объявление подходит под ваш сохранённый поиск: {nickname} покупает {coin} по {price} {fiat}. Новых подходящих объявлений: {count}.',
    ],
  },
  uk: {
    'alert.buy': [
      'Збережений пошук: купити {coin} за {fiat}',
      'Нове оголошення відповідає вашому збереженому пошуку: {nickname} продає {coin} за {price} {fiat}. Нових відповідних оголошень: {count}.',
    ],
    'alert.sell': [
      'Збережений пошук: продати {coin} за {fiat}',
      'Нове оголошення відповідає вашому збереженому пошуку: {nickname} купує {coin} за {price} {fiat}. Нових відповідних оголошень: {count}.',
    ],
  },
  vi: {
    'alert.buy': [
      'Tìm kiếm đã lưu: mua {coin} bằng {fiat}',
      'Có quảng cáo mới khớp với tìm kiếm đã lưu của bạn: {nickname} bán {coin} với giá {price} {fiat}. Số quảng cáo mới khớp: {count}.',
    ],
    'alert.sell': [
      'Tìm kiếm đã lưu: bán {coin} lấy {fiat}',
      'Có quảng cáo mới khớp với tìm kiếm đã lưu của bạn: {nickname} mua {coin} với giá {price} {fiat}. Số quảng cáo mới khớp: {count}.',
    ],
  },
  fa: {
    'alert.buy': [
      'جست‌وجوی ذخیره‌شده: خرید {coin} با {fiat}',
      'آگهی تازه‌ای با جست‌وجوی ذخیره‌شدهٔ شما جور است: {nickname} {coin} را به قیمت {price} {fiat} می‌فروشد. آگهی‌های تازهٔ جور: {count}.',
    ],
    'alert.sell': [
      'جست‌وجوی ذخیره‌شده: فروش {coin} در برابر {fiat}',
      'آگهی تازه‌ای با جست‌وجوی ذخیره‌شدهٔ شما جور است: {nickname} {coin} را به قیمت {price} {fiat} می‌خرد. آگهی‌های تازهٔ جور: {count}.',
    ],
  },
};

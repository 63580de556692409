import { routes } from '@/config/routes';
import type { LocaleCode } from '@/i18n/locales';
import { localePath } from '@/i18n/paths';
import { menuHref, USER_MENU } from '@/shell/menus';

/** Where the merchant pages link to, in the viewer's locale (server only). */
export interface MerchantLinks {
  /** Identity verification on the main site (the user menu's item, so both agree). */
  identity: string;
  becomeMember: string;
  applyAgain: string;
  auth: string;
  postAd: string;
  myAds: string;
}

export function merchantLinks(locale: LocaleCode, mainSite: string): MerchantLinks {
  const localize = (path: string) => localePath(locale, path);
  const identity = USER_MENU.find((item) => item.id === 'identity');
  return {
    identity: identity ? menuHref(identity.target, { mainSite, localize }) : mainSite,
    becomeMember: localize(routes.becomeMember()),
    applyAgain: `${localize(routes.becomeMember())}?apply=again`,
    auth: localize(routes.authAdvertising()),
    postAd: localize(routes.releaseAdvertising()),
    myAds: localize(routes.myAds()),
  };
}

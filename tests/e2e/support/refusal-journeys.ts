import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { LocaleCode } from '@/i18n/locales';
import { call } from './api';
import type { Persona } from './session';
import { fill, localeTexts, type Dictionary } from './texts';

/**
 * What the refusal journeys (`refusals-i18n*.spec.ts`, issue 13) share: the page languages they
 * run in, the expected wording read from the dictionaries, injected faults, and the other party's
 * session (the merchant persona) that changes the sandbox behind the page's back.
 */

export const LOCALES = ['fa', 'ru', 'es', 'ja'] as const satisfies readonly LocaleCode[];

/** A page address in `locale`. */
export const at = (locale: LocaleCode, path: string) => `/${locale}${path}`;

/** Stands for a value that changes (a countdown, a server's reason) in an expected text. */
export const SLOT = '\u0000';
/** The longest fixed part of a text around its `SLOT`s: what the page must show whatever the value. */
export const fixedPart = (text: string) =>
  text
    .split(SLOT)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0] ?? '';

/** A dictionary text filled with its parameters, failing when the key is missing. */
export type Say = (key: string, params?: Record<string, string | number>) => string;

/** The texts of `files` and the refusal messages in `locale`, and a filler for them. */
export function wording(locale: LocaleCode, ...files: string[]) {
  const texts: Dictionary = localeTexts(locale, 'refusals.json', ...files);
  const say: Say = (key, params = {}) => {
    expect(texts[key], `${key} in ${locale}`).toBeTruthy();
    return fill(texts[key], params, locale);
  };
  return { texts, say, refusal: (name: string) => say(`refusal.${name}`) };
}

/**
 * Starts `persona`'s session in the page's browser context (the API sets the cookie the pages
 * read; quicker than the stand-in login page, which the shell's own tests cover) and opens `path`.
 */
export async function openAs(page: Page, persona: Persona, path: string) {
  await call(page.request, 'POST', '/sandbox/session', { persona });
  await page.goto(path);
  await expect(page.getByTestId('user-identity').first()).toBeAttached();
}

/** The merchant persona's own session, apart from the page's (it acts as the other party). */
export async function merchantApi(baseURL: string) {
  const merchant = await request.newContext({ baseURL });
  await call(merchant, 'POST', '/sandbox/session', { persona: 'merchant' });
  return merchant;
}

/** One injected failure as `POST /sandbox/faults` takes it (the sandbox fills the defaults). */
export interface Fault {
  path: string;
  method?: 'GET' | 'POST';
  status?: 500 | 502 | 503 | 504;
  code?: number;
  msg?: string;
  times?: number;
}

/**
 * Makes calls fail (an empty list clears them). A fault with a refusal's `code` and an English
 * `msg` stands in for a state the sandbox cannot reach from a test (an advertiser at its cap of
 * orders in progress): the page must word it by its code, never show the server's text.
 */
export async function inject(page: Page, faults: Fault[]) {
  await call(page.request, 'POST', '/sandbox/faults', { faults });
}

export interface MyAd {
  id: number;
  type: 'buy' | 'sell';
  coin: string;
  fiat: string;
  version: number;
}

/** The merchant's GBP USDT ad on one side (the seed lists one of each). */
export async function merchantAd(request: APIRequestContext, type: 'buy' | 'sell') {
  const { items } = await call<{ items: MyAd[] }>(request, 'GET', '/c2c/v3/ad/my-list');
  const ad = items.find((a) => a.type === type && a.coin === 'USDT' && a.fiat === 'GBP');
  expect(ad, `merchant's GBP USDT ${type} ad`).toBeTruthy();
  return ad as MyAd;
}

/** Where the merchant persona's SMS codes go (`GET /sandbox/codes?target=`). */
export const MERCHANT_PHONE = '+447700900456';

/** Sends a code from the two-factor dialog (after the behaviour check) and returns it. */
export async function sendCode(page: Page, dialog: Locator, say: Say, phone: string) {
  await dialog.getByRole('button', { name: say('verification.send') }).click();
  const slider = dialog.getByRole('slider', { name: say('verification.check.slider') });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(dialog.getByTestId('verify-send')).toBeDisabled();
  await expect(dialog.getByTestId('verify-send')).toHaveText(/\d+/);
  const sent = await call<{ code: string }>(
    page.request,
    'GET',
    `/sandbox/codes?target=${encodeURIComponent(phone)}`,
  );
  return sent.code;
}

export interface PublicAd {
  id: number;
  price: string;
  minLimit: string;
  advertiser: { nickname: string };
}

/** An order `verified` places through the API on the GBP USDT sell ad of `nickname`. */
export async function placeOn(api: APIRequestContext, nickname: string) {
  const { items } = await call<{ items: PublicAd[] }>(
    api,
    'GET',
    '/c2c/v3/public/merchant/all/ad?side=buy&coin=USDT&fiat=GBP&pageSize=100',
  );
  const ad = items.find((a) => a.advertiser.nickname === nickname);
  expect(ad, `${nickname}'s GBP USDT ad`).toBeTruthy();
  return call<{ orderNo: string }>(api, 'POST', '/c2c/v3/order/proceed', {
    adId: ad?.id,
    price: ad?.price,
    amount: ad?.minLimit,
  });
}

export interface ApplyField {
  fieldKey: string;
  fieldType: 'text' | 'phone' | 'email' | 'select' | 'textarea' | 'image' | 'video';
  options: { value: string }[];
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.from([0x00, 0x00, 0x00, 0x08]),
  Buffer.from('mdat', 'latin1'),
]);
const APPLY_VALUES: Record<string, string> = {
  fullName: 'Vera Collins',
  areaCode: '44',
  phone: '7700900123',
  email: 'verified@example.com',
  emergencyContact: 'Sam Collins',
  emergencyPhone: '7700900456',
  address: '221B Baker Street, London NW1 6XE',
};

/**
 * Fills the merchant application on the page with valid answers and files (uploaded for real)
 * and returns the form's definition as the sandbox serves it.
 */
export async function fillApplication(page: Page, form: Locator) {
  const requirement = await call<{
    fields: ApplyField[];
    deposit: { coin: string; amount: string };
  }>(page.request, 'GET', '/c2c/v3/merchant/requirement');
  const box = (key: string) => form.locator(`[data-field="${key}"]`);
  for (const field of requirement.fields) {
    if (field.fieldType === 'select') {
      await box(field.fieldKey)
        .getByRole('combobox')
        .selectOption(field.options.at(-1)?.value ?? '');
    } else if (field.fieldType === 'image' || field.fieldType === 'video') {
      const file =
        field.fieldType === 'video'
          ? { name: 'me.mp4', mimeType: 'video/mp4', buffer: MP4 }
          : { name: `${field.fieldKey}.png`, mimeType: 'image/png', buffer: PNG };
      await box(field.fieldKey).locator('input[type="file"]').setInputFiles(file);
      await expect(box(field.fieldKey)).toHaveAttribute('data-status', 'done');
    } else {
      await box(field.fieldKey)
        .getByRole('textbox')
        .fill(APPLY_VALUES[field.fieldKey] ?? 'Valid value');
    }
  }
  return requirement;
}

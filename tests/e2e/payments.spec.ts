import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs, setFaults } from './support/session';
import { call } from './support/api';
import { type Dictionary, fill, localeTexts } from './support/texts';

/**
 * The payment methods page (`/payment`, issue 5 "Payment methods"), against the seeded sandbox.
 * `verified` (GB, GBP, phone +44 7700900123) has two saved GBP methods; `user` has not verified
 * its identity. Saving asks for a second factor: the code is read back from
 * `GET /api/sandbox/codes?target=…`, as on the order page. Each test starts from a freshly
 * seeded sandbox.
 */

test.describe.configure({ mode: 'serial' });

const FIAT = 'GBP';
/** Where `verified`'s SMS codes go. */
const VERIFIED_PHONE = '+447700900123';
const MB = 1024 * 1024;
/** A 1×1 PNG: a real image, so the sandbox's content check accepts it. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_SIGNATURE = TINY_PNG.subarray(0, 8);

const messages = (locale: string) => localeTexts(locale, 'payments.json', 'verification.json');

interface Field {
  key: string;
  name: string;
  type: string;
  required: boolean;
}
interface MethodForm {
  method: { code: string; name: string };
  fields: Field[];
}
interface Saved {
  id: number;
  method: { code: string; name: string };
}

const maxPerUser = async (request: APIRequestContext) =>
  (
    await call<{ maxPaymentMethodsPerUser: number }>(
      request,
      'GET',
      '/c2c/v3/public/config/basics-config',
    )
  ).maxPaymentMethodsPerUser;

const savedMethods = (request: APIRequestContext) =>
  call<Saved[]>(request, 'GET', '/c2c/v3/user-payment/list');

/** The first form that matches, its texts in `lang` (what the page in that language shows). */
async function methodForm(
  request: APIRequestContext,
  match: (form: MethodForm) => boolean,
  lang = 'en',
) {
  const forms = await call<MethodForm[]>(
    request,
    'GET',
    `/c2c/v3/user-payment/requirement?fiat=${FIAT}`,
    undefined,
    { lang },
  );
  return forms.find(match);
}

/** Opens the page and waits for the island (its buttons work only once hydrated). */
async function openPayments(page: Page, prefix = '') {
  await page.goto(`${prefix}/payment`);
  await expect(page.locator('[data-testid="payments"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

/** Opens the add panel and the form of `code`. */
async function openForm(page: Page, t: Dictionary, code: string) {
  await page.getByRole('button', { name: t['payments.add'] }).click();
  await expect(page.getByRole('heading', { name: t['payments.picker.title'] })).toBeFocused();
  await page.getByTestId(`payment-method-${code}`).click();
  const form = page.getByTestId('payment-form');
  await expect(form).toBeVisible();
  return form;
}

/** Sends a code from the two-factor dialog (behaviour check first) and returns it. */
async function sendCode(page: Page, dialog: Locator, t: Dictionary): Promise<string> {
  await dialog.getByRole('button', { name: t['verification.send'] }).click();
  const slider = dialog.getByRole('slider', { name: t['verification.check.slider'] });
  await slider.focus();
  await page.keyboard.press('End');
  // The countdown shows once the code is really sent (disabled alone is also "still sending").
  await expect(dialog.getByTestId('verify-send')).toHaveText(/\d+/);
  await expect(dialog.getByTestId('verify-send')).toBeDisabled();
  const sent = await call<{ code: string }>(
    page.request,
    'GET',
    `/sandbox/codes?target=${encodeURIComponent(VERIFIED_PHONE)}`,
  );
  expect(sent.code).toMatch(/^\d{6}$/);
  return sent.code;
}

/** Adds a bank transfer method through the API (code sent and read back), as a test setup. */
async function addThroughApi(request: APIRequestContext, index: number) {
  const check = await request.post('/api/user/validation/v2/behavior-verify', {
    multipart: { scene: 'sms', answer: 'slider-ok' },
  });
  const { verifyToken } = ((await check.json()) as { data: { verifyToken: string } }).data;
  await call(request, 'POST', '/user/validation/online/sms', { verifyToken });
  const { code } = await call<{ code: string }>(
    request,
    'GET',
    `/sandbox/codes?target=${encodeURIComponent(VERIFIED_PHONE)}`,
  );
  await call(request, 'POST', '/c2c/v3/user-payment/save', {
    method: 'bank_transfer',
    fields: { name: 'Vera Collins', bankName: 'Monzo', accountNumber: `1000000${index}` },
    verification: { channel: 'sms', code },
  });
}

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/sandbox/reset')).ok()).toBe(true);
});

test('a visitor is sent to the main-site login and comes back to the page', async ({ page }) => {
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/sandbox\/login\?isP2P=1&returnUrl=/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toMatch(/\/payment$/);
});

for (const locale of ['en', 'fa'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const t = messages(locale);

  test(`${locale}: verified adds a bank transfer with a code, sees it listed, then removes it`, async ({
    page,
  }) => {
    await loginAs(page, 'verified');
    const max = await maxPerUser(page.request);
    const before = await savedMethods(page.request);
    const bank = await methodForm(page.request, (f) => f.method.code === 'bank_transfer', locale);
    expect(bank, 'the bank transfer form for GBP').toBeTruthy();
    if (!bank) return;

    await openPayments(page, prefix);
    if (locale === 'fa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('payments-count')).toHaveText(
      fill(t['payments.count'], { count: before.length, max }),
    );
    await expect(page.getByTestId('payment-item')).toHaveCount(before.length);
    expect(await violations(page), 'payment methods page').toEqual([]);

    const form = await openForm(page, t, 'bank_transfer');
    // Saving an empty form names every required field, by the server's own field names.
    await form.getByRole('button', { name: t['payments.form.save'] }).click();
    for (const field of bank.fields.filter((f) => f.required)) {
      await expect(
        form.getByText(fill(t['payments.validation.required'], { name: field.name })),
      ).toBeVisible();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await violations(page), 'payment form with errors').toEqual([]);

    const values: Record<string, string> = {
      name: 'Vera Collins',
      bankName: 'Barclays',
      accountNumber: 'GB29NWBK60161331926819',
    };
    for (const field of bank.fields) {
      const value = values[field.key];
      if (value) await form.getByLabel(field.name).fill(value);
    }
    await form.getByRole('button', { name: t['payments.form.save'] }).click();

    const dialog = page.getByRole('dialog', { name: t['payments.verify.title'] });
    await expect(dialog).toBeVisible();
    const code = dialog.getByRole('textbox', { name: t['verification.code.label'] });
    const sent = await sendCode(page, dialog, t);
    const submit = dialog.getByRole('button', { name: t['payments.verify.submit'] });

    // A wrong code is refused in the dialog; nothing is saved and the form keeps its values.
    const wrong = sent === '000000' ? '111111' : '000000';
    await code.fill(wrong);
    await submit.click();
    await expect(dialog.getByTestId('verify-submit-error')).toBeVisible();
    await expect(code).toHaveValue(wrong);
    expect(await savedMethods(page.request)).toHaveLength(before.length);

    await code.fill(sent);
    await submit.click();
    await expect(dialog).toBeHidden();
    // A generic method's name is the page language's ("Bank Transfer" → "انتقال بانکی").
    const methodName = t['payments.method.bank_transfer'] ?? bank.method.name;
    await expect(page.getByTestId('payments-notice')).toHaveText(
      fill(t['payments.notice.added'], { method: methodName }),
    );
    await expect(page.getByTestId('payments-count')).toHaveText(
      fill(t['payments.count'], { count: before.length + 1, max }),
    );
    // Newest first, details masked.
    const added = page.getByTestId('payment-item').first();
    await expect(added).toHaveAttribute('data-method', 'bank_transfer');
    await expect(added).toContainText('****6819');
    await expect(added).not.toContainText('GB29NWBK60161331926819');

    // Server-rendered from the saved data after a reload.
    await page.reload();
    await expect(page.getByTestId('payment-item')).toHaveCount(before.length + 1);
    await expect(page.getByTestId('payment-item').first()).toContainText('****6819');
    await expect(page.locator('[data-testid="payments"][data-hydrated]')).toBeAttached();

    // Removing asks first; cancelling keeps the method.
    const first = page.getByTestId('payment-item').first();
    await first.getByTestId('payment-remove').click();
    const confirm = page.getByRole('dialog', { name: t['payments.unbind.title'] });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(t['payments.unbind.body'] ?? '');
    expect(await violations(page), 'unbind dialog').toEqual([]);
    await confirm.getByRole('button', { name: t['payments.form.cancel'] }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('payment-item')).toHaveCount(before.length + 1);

    await first.getByTestId('payment-remove').click();
    await confirm.getByRole('button', { name: t['payments.unbind.confirm'] }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('payment-item')).toHaveCount(before.length);
    await expect(page.getByTestId('payments-notice')).toHaveText(
      fill(t['payments.notice.removed'], { method: methodName }),
    );
    const after = await savedMethods(page.request);
    expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
  });
}

test('form formats: a wrong email and a letter in a number field get the spec messages', async ({
  page,
}) => {
  const t = messages('en');
  await loginAs(page, 'verified');
  const withEmail = await methodForm(page.request, (f) => f.fields.some((x) => x.type === 'email'));
  expect(withEmail, 'a GBP method with an email field (Wise, PayPal)').toBeTruthy();
  if (!withEmail) return;
  await openPayments(page);
  const form = await openForm(page, t, withEmail.method.code);
  const email = withEmail.fields.find((f) => f.type === 'email');
  await form.getByLabel(email?.name ?? '').fill('vera@example');
  await form.getByRole('button', { name: t['payments.form.save'] }).click();
  await expect(form.getByText('Incorrect email format')).toBeVisible();
  await expect(form.getByLabel(email?.name ?? '')).toHaveAttribute('aria-invalid', 'true');
  // Fixing it clears the message without another submit.
  await form.getByLabel(email?.name ?? '').fill('vera@example.com');
  await expect(form.getByText('Incorrect email format')).toHaveCount(0);
});

test('images: a GIF and a file over 5 MB are refused before upload, a failed upload is retried, typed values stay', async ({
  page,
}) => {
  const t = messages('en');
  await loginAs(page, 'verified');
  const withImage = await methodForm(page.request, (f) => f.fields.some((x) => x.type === 'image'));
  expect(withImage, 'a GBP method with an image field (e.g. a payment QR code)').toBeTruthy();
  if (!withImage) return;
  const image = withImage.fields.find((f) => f.type === 'image') as Field;
  const text = withImage.fields.find((f) => f.type === 'text') as Field;

  await openPayments(page);
  const form = await openForm(page, t, withImage.method.code);
  await form.getByLabel(text.name).fill('Vera Collins');
  const field = form.getByTestId(`payment-field-${image.key}`);
  const input = field.getByTestId('payment-image-input');

  await input.setInputFiles({
    name: 'qr.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
  });
  await expect(field.getByTestId('payment-image-rejection')).toHaveText(
    'Only jpg/jpeg/png format images are supported',
  );

  await input.setInputFiles({
    name: 'qr.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(5 * MB)]),
  });
  await expect(field.getByTestId('payment-image-rejection')).toHaveText(
    'Upload image size cannot exceed 5MB!',
  );
  await expect(field.getByTestId('payment-image')).toHaveCount(0);

  // The upload call fails once: the image shows Retry, and the retry stores it.
  await setFaults(page, [{ path: '/c2c/v3/upload/img', method: 'POST' }]);
  await input.setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(field.getByTestId('payment-image-failed')).toBeVisible();
  await expect(field.getByTestId('payment-image-rejection')).toHaveCount(0);
  await setFaults(page, []);
  await field
    .getByRole('button', { name: fill(t['payments.image.retryLabel'], { name: image.name }) })
    .click();
  await expect(field.getByText(t['payments.image.done'] ?? '')).toBeVisible();

  await expect(form.getByLabel(text.name)).toHaveValue('Vera Collins');
  expect(await violations(page), 'form with an uploaded image').toEqual([]);
});

test('at the configured maximum the add button is disabled and says why', async ({ page }) => {
  const t = messages('en');
  await loginAs(page, 'verified');
  const max = await maxPerUser(page.request);
  const { codeResendSeconds } = await call<{ codeResendSeconds: number }>(
    page.request,
    'GET',
    '/c2c/v3/public/config/basics-config',
  );
  for (let count = (await savedMethods(page.request)).length; count < max; count += 1) {
    await addThroughApi(page.request, count);
    // The next code may be sent only after the resend wait.
    await call(page.request, 'POST', '/sandbox/clock', { advanceSeconds: codeResendSeconds + 1 });
  }
  expect(await savedMethods(page.request)).toHaveLength(max);

  await openPayments(page);
  await expect(page.getByTestId('payments-count')).toHaveText(
    fill(t['payments.count'], { count: max, max }),
  );
  const add = page.getByRole('button', { name: t['payments.add'] });
  await expect(add).toBeDisabled();
  await expect(page.getByTestId('payments-max')).toHaveText(fill(t['payments.max'], { max }));
  await expect(add).toHaveAccessibleDescription(fill(t['payments.max'], { max }));

  // Removing one makes room again.
  await page.getByTestId('payment-item').first().getByTestId('payment-remove').click();
  await page
    .getByRole('dialog', { name: t['payments.unbind.title'] })
    .getByRole('button', { name: t['payments.unbind.confirm'] })
    .click();
  await expect(add).toBeEnabled();
  await expect(page.getByTestId('payments-max')).toHaveCount(0);
});

for (const locale of ['en', 'fa'] as const) {
  test(`${locale}: a user without identity verification sees why and cannot add`, async ({
    page,
  }) => {
    const t = messages(locale);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await loginAs(page, 'user');
    await openPayments(page, prefix);
    const notice = page.getByTestId('payments-identity');
    await expect(notice).toContainText(t['payments.identity.body'] ?? '');
    await expect(notice.getByRole('link', { name: t['payments.identity.action'] })).toBeVisible();
    await expect(page.getByRole('button', { name: t['payments.add'] })).toHaveCount(0);
    await expect(page.getByTestId('payments-empty')).toBeVisible();
    expect(await violations(page), 'identity required').toEqual([]);
  });
}

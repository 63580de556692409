import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAs, setFaults } from './support/session';
import { call } from './support/api';
import { fill, localeTexts } from './support/texts';

/**
 * The merchant application (`/becomeMember`) and advertiser authentication (`/authAdvertising`)
 * pages (issue 5, items 3 and 4), against the seeded sandbox. `verified` (identity verified,
 * 1,500 USDT in its P2P account, phone +44 7700900123) applies with a form drawn from the
 * sandbox's field definitions, uploads real jpg/png/mp4 headers (the sandbox checks the bytes),
 * is approved once the sandbox clock passes the review time, locks the deposit and releases it
 * with a code from the two-factor dialog. The field labels and the deposit come from
 * `GET /c2c/v3/merchant/requirement`, so the spec follows whatever the sandbox defines; time is
 * moved with `POST /api/sandbox/clock`, never slept. Each test starts from a freshly seeded
 * sandbox.
 */

test.describe.configure({ mode: 'serial' });

/** Where `verified`'s SMS codes go (`GET /api/sandbox/codes?target=…`). */
const VERIFIED_PHONE = '+447700900123';
/** Well past the sandbox's review time (`merchant.reviewSeconds`, 60 s in the seed). */
const PAST_REVIEW = 120;

const messages = (locale: string) => localeTexts(locale, 'merchant.json', 'verification.json');
const t = messages('en');

interface Field {
  fieldKey: string;
  fieldName: string;
  fieldType: 'text' | 'phone' | 'email' | 'select' | 'textarea' | 'image' | 'video';
  errorMsg: string;
  isRequired: boolean;
  options: { value: string; label: string }[];
}
interface Requirement {
  fields: Field[];
  deposit: { coin: string; amount: string };
}

const requirement = (request: APIRequestContext) =>
  call<Requirement>(request, 'GET', '/c2c/v3/merchant/requirement');

/** A 1×1 PNG, a JPEG header and an mp4 `ftyp` box: what the sandbox's magic-byte check reads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);
const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.from([0x00, 0x00, 0x00, 0x08]),
  Buffer.from('mdat', 'latin1'),
]);
const files = {
  jpg: { name: 'id-photo.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  png: { name: 'utility-bill.png', mimeType: 'image/png', buffer: PNG },
  mp4: { name: 'me.mp4', mimeType: 'video/mp4', buffer: MP4 },
};

/** Valid values for the fields the spec names (a select takes a valid option). */
const VALID: Record<string, string> = {
  fullName: 'Vera Collins',
  areaCode: '44',
  phone: '7700900123',
  email: 'verified@example.com',
  emergencyContact: 'Sam Collins',
  emergencyPhone: '7700900456',
  address: '221B Baker Street, London NW1 6XE',
};

const applyForm = (page: Page) => page.getByTestId('merchant-apply');
const fieldBox = (page: Page, key: string) => applyForm(page).locator(`[data-field="${key}"]`);
const fieldError = (page: Page, key: string) =>
  fieldBox(page, key).getByTestId('merchant-field-error');
const depositInput = (page: Page) =>
  page.getByTestId('merchant-deposit').getByRole('textbox', { name: t['merchant.deposit.amount'] });
const submitButton = (page: Page) =>
  applyForm(page).getByRole('button', { name: t['merchant.form.submit'] });

function control(page: Page, field: Field): Locator {
  const box = fieldBox(page, field.fieldKey);
  if (field.fieldType === 'select') return box.getByRole('combobox');
  if (field.fieldType === 'image' || field.fieldType === 'video') {
    return box.locator('input[type="file"]');
  }
  return box.getByRole('textbox');
}

async function openApplication(page: Page, prefix = '') {
  await page.goto(`${prefix}/becomeMember`);
  await expect(page.locator('[data-testid="merchant-apply"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
}

async function upload(page: Page, key: string, file: (typeof files)[keyof typeof files]) {
  await fieldBox(page, key).locator('input[type="file"]').setInputFiles(file);
  await expect(fieldBox(page, key)).toHaveAttribute('data-status', 'done');
}

/** Fills every field with a valid value and uploads the three files. */
async function fillValid(page: Page, fields: Field[]) {
  for (const field of fields) {
    if (field.fieldType === 'select') {
      await control(page, field).selectOption(field.options.at(-1)?.value ?? '');
    } else if (field.fieldType === 'image') {
      await upload(page, field.fieldKey, field.fieldKey === 'addressProof' ? files.png : files.jpg);
    } else if (field.fieldType === 'video') {
      await upload(page, field.fieldKey, files.mp4);
    } else {
      await control(page, field).fill(VALID[field.fieldKey] ?? 'Valid value');
    }
  }
}

/** What each required field says when left empty: the spec's message, else the field's own. */
function emptyMessage(field: Field): string {
  const spec: Record<string, string | undefined> = {
    fullName: t['merchant.error.name'],
    emergencyContact: t['merchant.error.name'],
    areaCode: t['merchant.error.phone'],
    phone: t['merchant.error.phone'],
    emergencyPhone: t['merchant.error.phone'],
    email: t['merchant.error.email'],
    address: t['merchant.error.address'],
    relationship: t['merchant.error.relationship'],
  };
  return spec[field.fieldKey] ?? field.errorMsg;
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

test.beforeEach(async ({ page }) => {
  const reset = await page.request.post('/api/sandbox/reset');
  expect(reset.ok()).toBe(true);
});

test('a visitor is sent to the main-site login and comes back to the page', async ({ page }) => {
  await page.goto('/becomeMember');
  await expect(page).toHaveURL(/\/sandbox\/login\?.*isP2P=1.*returnUrl=.*becomeMember/);
});

test('the form is drawn from the field definitions and shows every required message', async ({
  page,
}) => {
  await loginAs(page, 'verified', '/becomeMember');
  await openApplication(page);
  const { fields, deposit } = await requirement(page.request);

  // Every definition is on the page, labelled with its name, in the sandbox's order.
  await expect(applyForm(page).locator('[data-field]')).toHaveCount(fields.length);
  for (const field of fields) {
    await expect(fieldBox(page, field.fieldKey)).toContainText(field.fieldName);
  }
  await expect(fieldBox(page, 'video')).toContainText(t['merchant.upload.videoAdvice'] ?? '');
  // Prefilled from the account and the requirement.
  await expect(control(page, fields.find((f) => f.fieldKey === 'email') as Field)).toHaveValue(
    'verified@example.com',
  );
  await expect(depositInput(page)).toHaveValue(deposit.amount);
  await expect(page.getByTestId('merchant-balance')).toContainText('1,500.00');

  // Everything emptied, then submitted: each required field says what it needs.
  for (const field of fields) {
    if (['text', 'phone', 'email', 'textarea'].includes(field.fieldType)) {
      await control(page, field).fill('');
    }
  }
  await depositInput(page).fill('');
  await submitButton(page).click();
  await expect(page.getByTestId('merchant-form-error')).toHaveText(
    t['merchant.form.invalid'] ?? '',
  );
  for (const field of fields.filter((f) => f.isRequired)) {
    await expect(fieldError(page, field.fieldKey), field.fieldKey).toHaveText(emptyMessage(field));
    await expect(control(page, field)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByTestId('merchant-deposit')).toContainText(
    t['merchant.deposit.invalid'] ?? '',
  );
  // The first field with a problem has the focus.
  await expect(control(page, fields[0] as Field)).toBeFocused();

  // Bad values get the spec's messages as they are typed; good ones clear them.
  await fieldBox(page, 'fullName').getByRole('textbox').fill('V');
  await fieldBox(page, 'phone').getByRole('textbox').fill('77-00');
  await fieldBox(page, 'email').getByRole('textbox').fill('vera@');
  await fieldBox(page, 'address').getByRole('textbox').fill('Flat');
  await fieldBox(page, 'emergencyContact').getByRole('textbox').fill('S');
  await expect(fieldError(page, 'fullName')).toHaveText('Needs to be 2-30 characters');
  await expect(fieldError(page, 'emergencyContact')).toHaveText('Needs to be 2-30 characters');
  await expect(fieldError(page, 'phone')).toHaveText('Mobile phone number format is incorrect');
  await expect(fieldError(page, 'email')).toHaveText('Incorrect email format');
  await expect(fieldError(page, 'address')).toHaveText(
    'Address length needs to be between 5 and 120 characters',
  );
  await fieldBox(page, 'fullName').getByRole('textbox').fill('Vera Collins');
  await expect(fieldError(page, 'fullName')).toHaveCount(0);
  await expect(fieldBox(page, 'fullName').getByRole('textbox')).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // The deposit: at least the required amount, within the P2P balance.
  await depositInput(page).fill('1');
  await expect(page.getByTestId('merchant-deposit')).toContainText(
    fill(t['merchant.deposit.tooLow'], { num: deposit.amount, currency: deposit.coin }),
  );
  await depositInput(page).fill('1500.01');
  await expect(page.getByTestId('merchant-deposit')).toContainText(
    fill(t['merchant.deposit.balanceTooLow'], { currency: deposit.coin, num: '1500.01' }),
  );
  expect(await violations(page)).toEqual([]);
});

test('uploads are checked, show progress and can be retried without losing the form', async ({
  page,
}) => {
  await loginAs(page, 'verified', '/becomeMember');
  await openApplication(page);
  const id = fieldBox(page, 'idPhoto');
  const idInput = id.locator('input[type="file"]');
  await fieldBox(page, 'fullName').getByRole('textbox').fill('Vera Collins');

  // Refused before any upload, with the spec's messages; the field stays as it was.
  await idInput.setInputFiles({
    name: 'id.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(id.getByRole('alert')).toHaveText('Only jpg/jpeg/png format images are supported');
  await idInput.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(id.getByRole('alert')).toHaveText('Upload image size cannot exceed 10MB!');
  await expect(id).toHaveAttribute('data-status', 'idle');
  await fieldBox(page, 'video')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.avi', mimeType: 'video/x-msvideo', buffer: MP4 });
  await expect(fieldBox(page, 'video').getByRole('alert')).toHaveText(
    'Only mp4, wmv, ogg and mov videos are supported',
  );

  // An upload that fails keeps the file with Retry; the rest of the form is untouched.
  await setFaults(page, [{ path: '/c2c/v3/upload/img', method: 'POST' }]);
  await idInput.setInputFiles(files.jpg);
  await expect(id).toHaveAttribute('data-status', 'failed');
  await expect(id.getByTestId('merchant-upload-failed')).toContainText(
    t['merchant.upload.failed'] ?? '',
  );
  await setFaults(page, []);
  await id
    .getByRole('button', { name: fill(t['merchant.upload.retryLabel'], { name: files.jpg.name }) })
    .click();
  await expect(id).toHaveAttribute('data-status', 'done');
  await expect(id).toContainText(t['merchant.upload.uploaded'] ?? '');
  await expect(fieldBox(page, 'fullName').getByRole('textbox')).toHaveValue('Vera Collins');

  // The video shows its progress while the upload is on its way (held until seen).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/c2c/v3/upload/video', async (route) => {
    await held;
    await route.continue();
  });
  const video = fieldBox(page, 'video');
  await video.locator('input[type="file"]').setInputFiles(files.mp4);
  await expect(video).toHaveAttribute('data-status', 'uploading');
  await expect(
    video.getByRole('progressbar', {
      name: fill(t['merchant.upload.progress'], { name: files.mp4.name }),
    }),
  ).toBeVisible();
  release();
  await expect(video).toHaveAttribute('data-status', 'done');
  await page.unroute('**/api/c2c/v3/upload/video');

  // A done file can be replaced by another one.
  await idInput.setInputFiles({ ...files.png, name: 'id-photo.png' });
  await expect(id).toHaveAttribute('data-status', 'done');
  await expect(id).toContainText('id-photo.png');
});

test('verified applies, is approved, locks the deposit and releases it with the second factor', async ({
  page,
}) => {
  await loginAs(page, 'verified', '/becomeMember');
  await openApplication(page);
  const { fields, deposit } = await requirement(page.request);
  await fillValid(page, fields);
  await submitButton(page).click();

  // Under review: when it was sent and when it will be decided.
  const status = page.getByTestId('merchant-status');
  await expect(status).toHaveAttribute('data-view', 'review');
  await expect(status.getByRole('heading')).toHaveText(t['merchant.status.reviewTitle'] ?? '');
  await expect(page.getByTestId('merchant-review-due')).toContainText('UTC');

  // The sandbox decides once its clock passes the review time.
  await call(page.request, 'POST', '/sandbox/clock', { advanceSeconds: PAST_REVIEW });
  await page.getByRole('link', { name: t['merchant.status.refresh'] }).click();
  await expect(status).toHaveAttribute('data-view', 'approved');
  await page.getByRole('link', { name: t['merchant.status.lockLink'] }).click();

  // The checklist and the next step: accept the agreement, lock the deposit.
  await expect(page).toHaveURL(/\/authAdvertising$/);
  const auth = page.locator('[data-testid="merchant-auth"][data-hydrated]');
  await expect(auth).toHaveAttribute('data-status', 'approved', { timeout: 15_000 });
  await expect(page.getByTestId('merchant-check-identity')).toHaveAttribute('data-met', 'true');
  await expect(page.getByTestId('merchant-check-balance')).toHaveAttribute('data-met', 'true');
  await expect(page.getByTestId('merchant-check-deposit')).toHaveAttribute('data-met', 'false');
  await expect(page.getByTestId('merchant-check-agreement')).toHaveAttribute('data-met', 'false');
  // The button names the amount (isolated left-to-right inside the sentence).
  const [lockPrefix = ''] = (t['merchant.auth.lockSubmit'] ?? '').split('{amount}');
  const lockName = new RegExp(`^${lockPrefix}.*${deposit.coin}`);
  const lock = page.getByTestId('merchant-lock').getByRole('button', { name: lockName });
  await lock.click();
  await expect(page.getByTestId('merchant-lock')).toContainText(
    t['merchant.auth.agreementRequired'] ?? '',
  );
  await page.getByRole('checkbox', { name: t['merchant.auth.agreementAccept'] }).check();
  await lock.click();
  await expect(auth).toHaveAttribute('data-status', 'certified');
  await expect(page.getByTestId('merchant-notice')).toHaveText(t['merchant.auth.lockDone'] ?? '');
  await expect(page.getByTestId('merchant-check-deposit')).toHaveAttribute('data-met', 'true');
  await expect(page.getByTestId('merchant-check-agreement')).toHaveAttribute('data-met', 'true');
  await expect(
    page.getByTestId('merchant-next').getByRole('link', { name: t['merchant.link.postAd'] }),
  ).toHaveAttribute('href', '/releaseAdvertising');
  expect(await violations(page)).toEqual([]);

  // /becomeMember now says so, with the advertiser's links.
  await page.goto('/becomeMember');
  await expect(page.getByTestId('merchant-status')).toHaveAttribute('data-view', 'certified');
  await page.goto('/authAdvertising');
  await expect(auth).toHaveAttribute('data-status', 'certified', { timeout: 15_000 });

  // Release: the confirmation warns about merchant rights, then the two-factor dialog.
  const releaseButton = page
    .getByTestId('merchant-release')
    .getByRole('button', { name: t['merchant.auth.release'] });
  await expect(releaseButton).toBeEnabled();
  await releaseButton.click();
  const confirm = page.getByRole('dialog', { name: t['merchant.auth.confirmTitle'] });
  const [, warning = ''] = (t['merchant.auth.confirmBody'] ?? '').split('{coin}');
  await expect(confirm).toContainText(warning.trim());
  await confirm.getByRole('button', { name: t['merchant.auth.confirmContinue'] }).click();

  const dialog = page.getByRole('dialog', { name: t['merchant.auth.verifyTitle'] });
  await expect(dialog).toBeVisible();
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
  const code = dialog.getByRole('textbox', { name: t['verification.code.label'] });
  const submit = dialog.getByRole('button', { name: t['merchant.auth.release'] });
  // A wrong code is refused inside the dialog.
  await code.fill(sent.code === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(dialog.getByTestId('verify-submit-error')).toHaveText(
    t['merchant.auth.codeInvalid'] ?? '',
  );
  await code.fill(sent.code);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(auth).toHaveAttribute('data-status', 'not_verified');
  await expect(page.getByTestId('merchant-notice')).toHaveText(
    t['merchant.auth.releaseDone'] ?? '',
  );
  await expect(page.getByTestId('merchant-next')).toHaveAttribute('data-action', 'apply');
});

test('the balance is checked before submitting, and the refusal of the exchange says the same', async ({
  page,
}) => {
  await loginAs(page, 'verified', '/becomeMember');
  await openApplication(page);
  const { fields, deposit } = await requirement(page.request);
  await fillValid(page, fields);
  const tooLow = fill(t['merchant.deposit.balanceTooLow'], {
    currency: deposit.coin,
    num: deposit.amount,
  });

  // The balance drops behind the page's back: the exchange refuses, the form keeps everything.
  await call(page.request, 'POST', '/sandbox/balance', {
    persona: 'verified',
    account: 'p2p',
    coin: deposit.coin,
    available: '100',
  });
  await submitButton(page).click();
  await expect(page.getByTestId('merchant-deposit')).toContainText(tooLow);
  await expect(fieldBox(page, 'fullName').getByRole('textbox')).toHaveValue(VALID.fullName ?? '');
  await expect(fieldBox(page, 'video')).toHaveAttribute('data-status', 'done');
  await expect(
    page
      .getByTestId('merchant-deposit')
      .getByRole('button', { name: t['merchant.deposit.transfer'] }),
  ).toBeVisible();

  // Reloaded, the page knows the balance and says so before asking the exchange.
  await openApplication(page);
  await expect(page.getByTestId('merchant-balance')).toContainText('100.00');
  await submitButton(page).click();
  await expect(page.getByTestId('merchant-deposit')).toContainText(tooLow);
});

test('portal closed, identity not verified and a failed application each say so', async ({
  page,
}) => {
  await call(page.request, 'POST', '/sandbox/merchant/state', {
    persona: 'verified',
    status: 'portal_closed',
  });
  await loginAs(page, 'verified', '/becomeMember');
  const status = page.getByTestId('merchant-status');
  await expect(status).toHaveAttribute('data-view', 'closed');
  await expect(status.getByRole('heading')).toHaveText('Merchant application portal is closed');
  await expect(page.getByTestId('merchant-apply')).toHaveCount(0);
  await page.goto('/authAdvertising');
  await expect(page.getByTestId('merchant-next')).toHaveAttribute('data-action', 'closed');

  const reason = 'The photo of your ID is blurred.';
  await call(page.request, 'POST', '/sandbox/merchant/state', {
    persona: 'verified',
    status: 'failed',
    failReason: reason,
  });
  await page.goto('/becomeMember');
  await expect(status).toHaveAttribute('data-view', 'failed');
  await expect(page.getByTestId('merchant-fail-reason')).toHaveText(reason);
  await page.getByRole('link', { name: t['merchant.status.applyAgain'] }).click();
  await expect(page.locator('[data-testid="merchant-apply"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByTestId('merchant-previous-failure')).toContainText(reason);

  await page.context().clearCookies();
  await loginAs(page, 'user', '/becomeMember');
  await expect(status).toHaveAttribute('data-view', 'identity');
  await expect(status.getByRole('link', { name: t['merchant.status.identityLink'] })).toBeVisible();
});

test('fa: the form is in Persian, right to left, with no accessibility violations', async ({
  page,
}) => {
  const fa = messages('fa');
  await loginAs(page, 'verified', '/fa/becomeMember');
  await openApplication(page, '/fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fa['merchant.page.applyTitle'] ?? '',
  );
  await expect(submitButton(page)).toHaveCount(0);
  await applyForm(page).getByRole('button', { name: fa['merchant.form.submit'] }).click();
  await expect(page.getByTestId('merchant-form-error')).toHaveText(
    fa['merchant.form.invalid'] ?? '',
  );
  await expect(fieldError(page, 'fullName')).toHaveText(fa['merchant.error.name'] ?? '');
  // A picked file's size is in Persian words too (the file is under 1 KB, shown as 1 KB).
  const id = fieldBox(page, 'idPhoto');
  await id.locator('input[type="file"]').setInputFiles(files.jpg);
  await expect(id).toHaveAttribute('data-status', 'done');
  await expect(id.locator('.upload-entry-meta')).toHaveText(
    fill(fa['merchant.upload.sizeKb'], { size: 1 }),
  );
  expect(await violations(page)).toEqual([]);
});

/** Sends a code from a two-factor dialog (behaviour check first) and returns it. */
async function sentCode(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: t['verification.send'] }).click();
  await dialog.getByRole('slider', { name: t['verification.check.slider'] }).focus();
  await page.keyboard.press('End');
  await expect(dialog.getByTestId('verify-send')).toHaveText(/\d+/);
  const sent = await call<{ code: string }>(
    page.request,
    'GET',
    `/sandbox/codes?target=${encodeURIComponent(VERIFIED_PHONE)}`,
  );
  return sent.code;
}

/** How many rows a visitor's GBP market page shows for one ad (0 or 1). */
async function onMarket(page: Page, adId: string) {
  const visitor = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  if (!visitor) throw new Error('no browser');
  const market = await visitor.newPage();
  await market.goto('/buy_USDT?fiat=GBP');
  await expect(market.getByTestId('market-row').first()).toBeVisible();
  const count = await market.locator(`[data-testid="market-row"][data-ad-id="${adId}"]`).count();
  await visitor.close();
  return count;
}

test('the whole journey: verified adds a payment method, becomes an advertiser, posts, edits and delists an ad, releases the deposit', async ({
  page,
}) => {
  const en = (file: string) => localeTexts('en', file);
  const p = en('payments.json');
  const a = en('ads.json');

  // 1. A payment method: Revolut, saved with a code from the two-factor dialog.
  await loginAs(page, 'verified', '/payment');
  await expect(page.locator('[data-testid="payments"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: p['payments.add'] }).click();
  await page.getByTestId('payment-method-revolut').click();
  const form = page.getByTestId('payment-form');
  await form.getByLabel('Account holder name').fill('Vera Collins');
  await form.getByLabel('Revtag').fill('@veracollins');
  await form.getByRole('button', { name: p['payments.form.save'] }).click();
  const verify = page.getByRole('dialog', { name: p['payments.verify.title'] });
  const code = await sentCode(page, verify);
  await verify.getByRole('textbox', { name: t['verification.code.label'] }).fill(code);
  await verify.getByRole('button', { name: p['payments.verify.submit'] }).click();
  await expect(verify).toBeHidden();
  await expect(page.getByTestId('payment-item').filter({ hasText: 'Revolut' })).toBeVisible();

  // 2. The application with documents and a video; the sandbox approves it after its delay.
  await openApplication(page);
  const { fields } = await requirement(page.request);
  await fillValid(page, fields);
  await submitButton(page).click();
  await expect(page.getByTestId('merchant-status')).toHaveAttribute('data-view', 'review');
  await call(page.request, 'POST', '/sandbox/clock', { advanceSeconds: PAST_REVIEW });

  // 3. The agreement and the deposit: certified.
  await page.goto('/authAdvertising');
  const auth = page.locator('[data-testid="merchant-auth"][data-hydrated]');
  await expect(auth).toHaveAttribute('data-status', 'approved', { timeout: 15_000 });
  await page.getByRole('checkbox', { name: t['merchant.auth.agreementAccept'] }).check();
  await page.getByTestId('merchant-lock').getByRole('button').click();
  await expect(auth).toHaveAttribute('data-status', 'certified');

  // 4. A floating sell ad paid by Revolut: it is on the market at once.
  await page.goto('/releaseAdvertising');
  await expect(page.locator('[data-testid="ad-form-page"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  const ad = page.getByTestId('ad-form');
  await ad.getByRole('radio', { name: a['ads.form.type.sell'], exact: true }).check();
  await ad.getByRole('radio', { name: a['ads.form.priceType.floating'], exact: true }).check();
  await ad.getByLabel(a['ads.form.floatingRatio'] ?? '', { exact: true }).fill('95');
  await ad.getByLabel(a['ads.form.quantity'] ?? '', { exact: true }).fill('300');
  await ad.getByLabel(a['ads.form.minLimit'] ?? '', { exact: true }).fill('20');
  await ad.getByLabel(a['ads.form.maxLimit'] ?? '', { exact: true }).fill('200');
  await ad.getByRole('checkbox', { name: /Revolut/ }).check();
  await page.getByRole('button', { name: 'Post ad' }).click();
  await expect(page).toHaveURL(/\/myads$/);
  const row = page.getByTestId('my-ad-row').first();
  const adId = (await row.getAttribute('data-ad-id')) ?? '';
  expect(adId).toMatch(/^\d+$/);
  expect(await onMarket(page, adId)).toBe(1);

  // 5. Edit the quantity, then delist: off the market, running orders untouched.
  await page.goto(`/releaseAdvertising/${adId}`);
  await expect(page.locator('[data-testid="ad-form-page"][data-hydrated]')).toBeAttached({
    timeout: 15_000,
  });
  await page.getByLabel('Total quantity', { exact: true }).fill('400');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/myads$/);
  const mine = page.locator(`[data-testid="my-ad-row"][data-ad-id="${adId}"]`);
  await expect(mine.locator('[data-field="quantity"]')).toHaveText('400.00 / 400.00 USDT');
  await mine.getByRole('button', { name: 'Delist' }).click();
  await page.getByTestId('my-ad-dialog').getByRole('button', { name: 'Delist' }).click();
  await expect(mine.getByTestId('my-ad-status')).toHaveText('Delisted');
  expect(await onMarket(page, adId)).toBe(0);

  // 6. Release the deposit (no listed ads, no open orders): merchant rights are gone.
  await page.goto('/authAdvertising');
  await expect(auth).toHaveAttribute('data-status', 'certified', { timeout: 15_000 });
  await page
    .getByTestId('merchant-release')
    .getByRole('button', { name: t['merchant.auth.release'] })
    .click();
  await page
    .getByRole('dialog', { name: t['merchant.auth.confirmTitle'] })
    .getByRole('button', { name: t['merchant.auth.confirmContinue'] })
    .click();
  const release = page.getByRole('dialog', { name: t['merchant.auth.verifyTitle'] });
  // The payment method's code was sent before the review's clock move: no countdown is left.
  const releaseCode = await sentCode(page, release);
  await release.getByRole('textbox', { name: t['verification.code.label'] }).fill(releaseCode);
  await release.getByRole('button', { name: t['merchant.auth.release'] }).click();
  await expect(release).toBeHidden();
  await expect(auth).toHaveAttribute('data-status', 'not_verified');
});

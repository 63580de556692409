import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MerchantDetail, MerchantField } from '@/contract/merchant';
import AdvertiserAuthIsland from '@/features/merchant/AdvertiserAuthIsland';
import MerchantApplyIsland from '@/features/merchant/MerchantApplyIsland';
import { applyMessages, authMessages } from '@/features/merchant/server/messages';

/**
 * The merchant islands as the server renders them (the HTML a visitor gets before any script):
 * the form comes from the field definitions alone, and the authentication page shows the
 * checklist and the step that fits the state.
 */

function field(
  fieldKey: string,
  fieldType: MerchantField['fieldType'],
  extra: Partial<MerchantField> = {},
): MerchantField {
  return {
    fieldKey: fieldKey as MerchantField['fieldKey'],
    fieldName: `Label ${fieldKey}`,
    fieldPlaceholder: `Placeholder ${fieldKey}`,
    fieldType,
    errorMsg: '',
    isRequired: true,
    fieldValue: '',
    showError: false,
    options: [],
    ...extra,
  };
}

function detail(status: MerchantDetail['status'], extra: Partial<MerchantDetail> = {}) {
  return {
    status,
    failReason: null,
    submittedAt: null,
    reviewedAt: null,
    reviewDueAt: null,
    requiredDeposit: { coin: 'USDT', amount: '500' },
    application: null,
    deposit: null,
    checklist: {
      identityVerified: true,
      balance: { coin: 'USDT', available: '1500', threshold: '1000', sufficient: true },
      depositLocked: false,
      agreementAccepted: false,
    },
    canRelease: false,
    blockers: { listedAds: 0, openOrders: 0 },
    ...extra,
  } satisfies MerchantDetail;
}

const links = {
  identity: '/sandbox/account/identity',
  becomeMember: '/becomeMember',
  applyAgain: '/becomeMember?apply=again',
  postAd: '/releaseAdvertising',
  myAds: '/myads',
};

/** The opening tag of the control named `name`, whatever the order of its attributes. */
function tagOf(html: string, name: string): string {
  return new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
}

function renderForm(fields: MerchantField[]) {
  return renderToStaticMarkup(
    createElement(MerchantApplyIsland, {
      locale: 'en',
      messages: applyMessages('en'),
      fields,
      deposit: { coin: 'USDT', amount: '500' },
      detail: detail('not_verified'),
      doneHref: '/becomeMember',
    }),
  );
}

function renderAuth(value: MerchantDetail) {
  return renderToStaticMarkup(
    createElement(AdvertiserAuthIsland, {
      locale: 'en',
      messages: authMessages('en'),
      detail: value,
      links,
      renderTwoFactor: () => null,
    }),
  );
}

describe('merchant application form (server render)', () => {
  it('draws each definition: label, placeholder, required mark, prefill, kind of input', () => {
    const html = renderForm([
      field('fullName', 'text', { fieldValue: 'Vera' }),
      field('phone', 'phone', { isRequired: false }),
      field('relationship', 'select', {
        options: [
          { value: 'family', label: 'Family' },
          { value: 'other', label: 'Other' },
        ],
      }),
      field('address', 'textarea'),
      field('idPhoto', 'image'),
      field('video', 'video', { fieldPlaceholder: '' }),
    ]);
    expect(html).toContain('Label fullName');
    expect(tagOf(html, 'fullName')).toContain('value="Vera"');
    expect(tagOf(html, 'fullName')).toContain('aria-required="true"');
    expect(tagOf(html, 'phone')).toContain('type="tel"');
    expect(tagOf(html, 'phone')).not.toContain('aria-required');
    expect(tagOf(html, 'relationship')).toMatch(/^<select/);
    expect(html).toContain('<option value="family">Family</option>');
    expect(tagOf(html, 'address')).toMatch(/^<textarea[^>]*placeholder="Placeholder address"/);
    expect(html).toMatch(/type="file" accept="\.jpg,\.jpeg,\.png,image\/jpeg,image\/png"/);
    expect(html).toContain('mp4, wmv, ogg or mov, up to 100 MB');
    expect(html).toContain('Keep the video under 3 minutes and record it above 360P.');
    expect(tagOf(html, 'depositAmount')).toContain('value="500"');
    expect(html).toContain('Available in your P2P account: \u20661,500.00\u2069 USDT');
    // Nothing is in error before the user submits.
    expect(html).not.toContain('aria-invalid');
  });

  it('shows a field the definitions add, with no change to the page', () => {
    const html = renderForm([field('fullName', 'text'), field('telegram', 'text')]);
    expect(html).toContain('Label telegram');
    expect(tagOf(html, 'telegram')).toMatch(/^<input/);
  });
});

describe('advertiser authentication (server render)', () => {
  it('lists the checklist with each item met or not', () => {
    const html = renderAuth(detail('not_verified'));
    expect(html).toContain('data-testid="merchant-check-identity" data-met="true"');
    expect(html).toContain('data-testid="merchant-check-deposit" data-met="false"');
    expect(html).toContain('P2P balance of at least \u20661,000.00\u2069 USDT');
    expect(html).toContain('href="/becomeMember"');
  });

  it('offers the agreement and the lock once approved', () => {
    const html = renderAuth(detail('approved', { application: { coin: 'USDT', amount: '750' } }));
    expect(html).toContain('Advertiser agreement');
    expect(html).toContain('I have read and accept the advertiser agreement');
    expect(html).toContain('Lock deposit of \u2066750.00\u2069 USDT');
  });

  it('disables the release with the reason while ads are listed or orders open', () => {
    const certified = detail('certified', {
      deposit: { coin: 'USDT', amount: '500', lockedAt: 1_700_000_000_000 },
      blockers: { listedAds: 2, openOrders: 1 },
    });
    const html = renderAuth(certified);
    expect(html).toContain(
      'You have 2 listed ads and 1 open order: delist your ads and finish your orders first',
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Release deposit<\/button>/);
    const free = { ...certified, blockers: { listedAds: 0, openOrders: 0 }, canRelease: true };
    expect(renderAuth(free)).not.toMatch(/<button[^>]*disabled=""[^>]*>Release deposit<\/button>/);
    expect(html).toContain('href="/releaseAdvertising"');
  });
});

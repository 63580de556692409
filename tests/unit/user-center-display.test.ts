import { describe, expect, it } from 'vitest';
import { routes } from '@/config/routes';
import { interpolate } from '@/i18n/interpolate';
import en from '../../locales/en/user-center.json';
import { durationWords } from '@/features/user/center/duration';
import { nextStep } from '@/features/user/center/next-step';

const words = (seconds: number) => {
  const { key, params } = durationWords(seconds);
  return interpolate(en[key], params);
};

describe('average times in words', () => {
  it('shows seconds, minutes and seconds, or hours and minutes', () => {
    expect(words(0)).toBe('0 s');
    expect(words(45)).toBe('45 s');
    expect(words(150)).toBe('2 min 30 s');
    expect(words(120)).toBe('2 min');
    expect(words(3600)).toBe('1 h');
    expect(words(3900 + 59)).toBe('1 h 5 min');
  });

  it('rounds fractions and never goes negative', () => {
    expect(words(59.6)).toBe('1 min');
    expect(words(-5)).toBe('0 s');
  });
});

describe('the next certification step', () => {
  const hrefs = (step: ReturnType<typeof nextStep>) => step.links.map((l) => l.href);

  it('sends a normal user to the identity verification', () => {
    expect(hrefs(nextStep('normal_user', 'not_verified'))).toEqual(['identity']);
  });

  it('sends a verified user to the merchant application, whatever stage it is at', () => {
    expect(hrefs(nextStep('verified_user', 'not_verified'))).toEqual([routes.becomeMember()]);
    expect(nextStep('verified_user', 'under_review')).toMatchObject({
      status: 'userCenter.tier.status.under_review',
      links: [{ href: routes.becomeMember() }],
    });
    expect(nextStep('verified_user', 'failed').status).toBe('userCenter.tier.status.failed');
  });

  it('sends an approved applicant to the advertiser authentication', () => {
    expect(hrefs(nextStep('verified_user', 'approved'))).toEqual([routes.authAdvertising()]);
  });

  it('offers nothing to apply to when the portal is closed', () => {
    expect(nextStep('verified_user', 'portal_closed')).toEqual({
      status: 'userCenter.tier.status.portal_closed',
      links: [],
    });
  });

  it('lets a certified advertiser post and manage ads', () => {
    expect(hrefs(nextStep('certified_advertiser', 'certified'))).toEqual([
      routes.releaseAdvertising(),
      routes.myAds(),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PaymentMethodGroup } from '@/contract/market';
import type { PaymentMethodForm } from '@/contract/payments';
import { maskDetail } from '@/features/payments/mask';
import { filterGroups, groupForms } from '@/features/payments/method-groups';

describe('masked payment details', () => {
  it('keeps the last 4 digits of numbers and phones', () => {
    expect(maskDetail('number', '87654321')).toBe('****4321');
    expect(maskDetail('phone', '+447700900123')).toBe('****0123');
    expect(maskDetail('number', '1234')).toBe('1234');
  });

  it('keeps the start and the domain of an email', () => {
    expect(maskDetail('email', 'vera@example.com')).toBe('ve****@example.com');
    expect(maskDetail('email', 'v@example.com')).toBe('v****@example.com');
  });

  it('masks text that looks like an account number, not names', () => {
    expect(maskDetail('text', 'GB29 NWBK 6016 1331 9268 19')).toBe('****8 19');
    expect(maskDetail('text', '04-00-04')).toBe('****0-04');
    expect(maskDetail('text', 'Vera Collins')).toBe('Vera Collins');
    expect(maskDetail('text', 'Monzo')).toBe('Monzo');
  });

  it('shows no text for an image', () => {
    expect(maskDetail('image', 'file_12345678')).toBeNull();
  });
});

const form = (code: string, name: string): PaymentMethodForm => ({
  method: { code, name, color: '#000000' },
  fiats: ['GBP'],
  fields: [
    { key: 'name', name: 'Name', type: 'text', required: true, maxLength: 64, placeholder: '' },
  ],
});
const summary = (code: string) => ({ code, name: code, color: '#000000' });

describe('method picker groups', () => {
  const forms = [
    form('bank_transfer', 'Bank Transfer'),
    form('wise', 'Wise'),
    form('faster_payments', 'Faster Payments'),
    form('mystery', 'Mystery Pay'),
  ];
  const categories: PaymentMethodGroup[] = [
    {
      category: 'bank_transfer',
      name: 'Bank transfer',
      methods: [summary('bank_transfer'), summary('faster_payments'), summary('not_offered')],
    },
    { category: 'e_wallet', name: 'E-wallet', methods: [summary('wise')] },
  ];

  it('groups the addable methods in the categories’ order, the rest under other', () => {
    const groups = groupForms(forms, categories);
    expect(groups.map((g) => [g.category, g.forms.map((f) => f.method.code)])).toEqual([
      ['bank_transfer', ['bank_transfer', 'faster_payments']],
      ['e_wallet', ['wise']],
      ['other', ['mystery']],
    ]);
  });

  it('puts everything under other without categories', () => {
    expect(groupForms(forms, null).map((g) => g.category)).toEqual(['other']);
    expect(groupForms([], categories)).toEqual([]);
  });

  it('filters by name or code, case-insensitively, dropping empty groups', () => {
    const groups = groupForms(forms, categories);
    expect(filterGroups(groups, '  WISE ').map((g) => g.forms.map((f) => f.method.code))).toEqual([
      ['wise'],
    ]);
    expect(
      filterGroups(groups, 'faster pay').flatMap((g) => g.forms.map((f) => f.method.code)),
    ).toEqual(['faster_payments']);
    expect(filterGroups(groups, 'nothing like this')).toEqual([]);
    expect(filterGroups(groups, '')).toHaveLength(3);
  });
});

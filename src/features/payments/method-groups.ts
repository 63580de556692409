import type { PaymentCategory, PaymentMethodGroup } from '@/contract/market';
import type { PaymentMethodForm } from '@/contract/payments';

/**
 * The method picker's list: the forms the user may add (`user-payment/requirement`), grouped by
 * the categories of `classify-payment/single` (bank transfer, e-wallet...) in that call's
 * order, and filtered by what the user types. A method no category names goes under `other`,
 * so every addable method stays reachable even if the two calls disagree. Pure.
 */

interface MethodGroup {
  category: PaymentCategory;
  forms: PaymentMethodForm[];
}

export function groupForms(
  forms: readonly PaymentMethodForm[],
  categories: readonly PaymentMethodGroup[] | null,
): MethodGroup[] {
  const byCode = new Map(forms.map((form) => [form.method.code, form]));
  const placed = new Set<string>();
  const groups: MethodGroup[] = [];
  const add = (category: PaymentCategory, list: PaymentMethodForm[]) => {
    if (list.length === 0) return;
    const existing = groups.find((g) => g.category === category);
    if (existing) existing.forms.push(...list);
    else groups.push({ category, forms: list });
  };
  for (const group of categories ?? []) {
    const list: PaymentMethodForm[] = [];
    for (const method of group.methods) {
      const form = byCode.get(method.code);
      if (form && !placed.has(method.code)) {
        placed.add(method.code);
        list.push(form);
      }
    }
    add(group.category, list);
  }
  add(
    'other',
    forms.filter((form) => !placed.has(form.method.code)),
  );
  return groups;
}

/**
 * The groups with only the methods whose name or code contains `query` (case-insensitive).
 * `nameOf` gives the name the reader sees (a generic method's translated name), so "virement"
 * finds Bank Transfer on the French page; the exchange's own name still matches too.
 */
export function filterGroups(
  groups: readonly MethodGroup[],
  query: string,
  nameOf: (form: PaymentMethodForm) => string = (form) => form.method.name,
): MethodGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      forms: group.forms.filter(
        (form) =>
          form.method.name.toLocaleLowerCase().includes(needle) ||
          nameOf(form).toLocaleLowerCase().includes(needle) ||
          form.method.code.includes(needle.replace(/\s+/g, '_')),
      ),
    }))
    .filter((group) => group.forms.length > 0);
}

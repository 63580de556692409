import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';
import { DEFAULT_CURRENCY, setCurrency, setRates } from '@/stores/currency';

/** A rate option as `GET /user/config/rates` answers it. */
type RateOption = Parameters<typeof setRates>[0][number];

/**
 * A React root in the document for the tests of "≈ value in the chosen currency": each test
 * starts with `rates` in the rate table and a fresh host, and ends with the root unmounted, the
 * table emptied and the default currency back (the stores are module state shared by tests).
 */
export function approxDom(rates: readonly RateOption[]): { root: Root; host: HTMLDivElement } {
  const dom = {} as { root: Root; host: HTMLDivElement };
  beforeEach(() => {
    setRates([...rates]);
    dom.host = document.createElement('div');
    document.body.append(dom.host);
    dom.root = createRoot(dom.host);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.host.remove();
    setRates([]);
    setCurrency(DEFAULT_CURRENCY);
    localStorage.clear();
  });
  return dom;
}

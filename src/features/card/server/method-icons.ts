import { siApplepay, siGooglepay, siMastercard, siVisa } from 'simple-icons';
import type { CardPaymentMethod } from '@/contract/card';

/**
 * Server only: the brand marks of the card payment methods (24×24 SVG paths), handed to the
 * island as props so the icon set never enters the page's JavaScript.
 */
export const METHOD_ICONS: Record<CardPaymentMethod, string> = {
  visa: siVisa.path,
  mastercard: siMastercard.path,
  apple_pay: siApplepay.path,
  google_pay: siGooglepay.path,
};

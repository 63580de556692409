import {
  AD_PROBLEM_TEXTS,
  type AdProblem,
  type AdProblemParams,
  type AdText,
} from '@/contract/ads';
import type { AdFormMessageKey } from '@/features/ads/messages';

/**
 * The ad rules' problems in the viewer's language. The contract's `adRequestSchema` words each
 * problem through an `AdText`; the form hands it `adProblemText(t)`, so the same rules speak
 * every UI language. The sandbox words them in English (`AD_PROBLEM_TEXTS`): its field errors
 * are matched back to their problem with `localizeAdProblem`, so they too read in the viewer's
 * language.
 */

/** The message key of each problem (a test checks every contract problem has one). */
export const AD_PROBLEM_KEYS = {
  number: 'ads.problem.number',
  priceRequired: 'ads.problem.priceRequired',
  priceZero: 'ads.problem.priceZero',
  paymentRequired: 'ads.problem.paymentRequired',
  paymentTooMany: 'ads.problem.paymentTooMany',
  timeLimitRequired: 'ads.problem.timeLimitRequired',
  maxAboveMin: 'ads.problem.maxAboveMin',
  minBelowFloor: 'ads.problem.minBelowFloor',
  maxAboveCap: 'ads.problem.maxAboveCap',
  quantityAboveCap: 'ads.problem.quantityAboveCap',
  quantityZero: 'ads.problem.quantityZero',
  scale: 'ads.problem.scale',
  remarksTooLong: 'ads.problem.remarksTooLong',
  riskConfirm: 'ads.problem.riskConfirm',
  maxAboveQuantity: 'ads.problem.maxAboveQuantity',
} as const satisfies Record<AdProblem, AdFormMessageKey>;

type Translate = (key: AdFormMessageKey, params?: Record<string, string>) => string;

/** An `AdText` over the form's translator. */
export function adProblemText(t: Translate): AdText {
  return (problem, params = {}) => {
    const filled: Record<string, string> = {};
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) filled[name] = value;
    return t(AD_PROBLEM_KEYS[problem], filled);
  };
}

const PROBLEMS = Object.keys(AD_PROBLEM_TEXTS) as AdProblem[];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `'At most {max} {coin}'` → a pattern capturing `max` and `coin`, and their names in order. */
function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      // Values are numbers and codes: no spaces, so a sentence cannot pass for a value.
      return '(\\S+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Texts without values first: a fixed sentence is never read as another text's values. */
const PATTERNS = PROBLEMS.map((problem) => ({
  problem,
  ...templatePattern(AD_PROBLEM_TEXTS[problem]),
})).sort((a, b) => a.names.length - b.names.length);

/**
 * A sandbox field error in the viewer's language: an English problem text of the contract is
 * reworded by `text` (with the values it named); any other message is kept as it came.
 */
export function localizeAdProblem(message: string, text: AdText): string {
  for (const { problem, pattern, names } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params: AdProblemParams = {};
    names.forEach((name, i) => {
      params[name as keyof AdProblemParams] = match[i + 1];
    });
    return text(problem, params);
  }
  return message;
}

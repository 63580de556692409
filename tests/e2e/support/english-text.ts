/**
 * Finding English sentences in the visible text of a page that should be in another language
 * (issue 13: "no English sentence appears on any non-English page after any refusal"). Pure
 * functions on strings, so the unit tests prove they fail on English; `no-english.ts` applies
 * them to a Playwright page.
 *
 * The rule: a run of at least three consecutive Latin words (only spaces and light punctuation
 * between them) none of which belongs to the page's own language is an English sentence. Names
 * that stay as they are in every language (brands, nicknames, codes) are removed first; words
 * in capitals with or without digits (USDT, GBP, P2P, SEPA) are codes and break a run, and so do
 * numbers, emails, addresses and any letter of another script. For a language written in Latin
 * letters (Spanish...), `ownWords` holds its vocabulary, so its own sentences are not runs.
 */

/** What a check may ignore, and the page language's own words when it writes in Latin letters. */
export interface EnglishCheck {
  /** Names kept in every language (brands, nicknames, the product's name), removed first. */
  allowed?: readonly string[];
  /** Lower-cased words of the page's language (its dictionaries), for Latin-script languages. */
  ownWords?: ReadonlySet<string>;
  /**
   * With `ownWords`: lower-cased English words (the English dictionaries and `COMMON_ENGLISH`).
   * A word of neither list is then taken for the page's own (a text the server sends in the
   * page's language, 'Foto sosteniendo tu documento'), not for English.
   */
  englishWords?: ReadonlySet<string>;
  /** How many consecutive foreign words make a sentence (3 unless told). */
  minWords?: number;
}

const URL_OR_EMAIL = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/giu;
/** A word in Latin letters, with inner apostrophes or hyphens (don't, e-wallet). */
const LATIN_WORD = /\p{Script=Latin}+(?:['’-]\p{Script=Latin}+)*/gu;
/** What may separate two words of one sentence. */
const LIGHT_GAP = /^[\s,.;:!?"“”'‘’()«»–—-]+$/u;
/** A code rather than a word: capitals (and digits), at least two characters. */
const CODE = /^[\p{Lu}\d]{2,}$/u;
/** A word in plain ASCII letters: only those can be English. */
const ASCII_WORD = /^[A-Za-z]+(?:['’-][A-Za-z]+)*$/;
const BREAK = '\u0000';

/** Everyday English words a message may use beyond the dictionaries' (a server's own text). */
export const COMMON_ENGLISH: readonly string[] = [
  'a',
  'an',
  'the',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'to',
  'of',
  'and',
  'or',
  'in',
  'on',
  'at',
  'for',
  'with',
  'by',
  'from',
  'this',
  'that',
  'it',
  'its',
  'you',
  'your',
  'we',
  'our',
  'please',
  'not',
  'has',
  'have',
  'had',
  'can',
  'cannot',
  'could',
  'will',
  'would',
  'again',
  'try',
  'later',
  'now',
  'too',
  'many',
  'much',
  'more',
  'less',
  'only',
  'no',
  'yet',
  'already',
  'service',
  'temporarily',
  'unavailable',
  'available',
  'error',
  'failed',
  'failure',
  'invalid',
  'required',
  'insufficient',
  'balance',
  'order',
  'orders',
  'price',
  'changed',
  'pending',
  'limit',
  'reached',
  'exceeded',
  'found',
  'exist',
  'exists',
  'allowed',
  'request',
  'server',
  'internal',
  'gateway',
  'timeout',
  'unknown',
  'advertiser',
  'ad',
  'ads',
  'user',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A placeholder's name and ICU plural syntax: `{name`, `{count, plural,`, `one {`, `}`. */
const PLACEHOLDER =
  /\{\s*\w+\s*(?:,\s*\w+\s*,?)?|\b(?:zero|one|two|few|many|other)\s*\{|=\d+\s*\{/g;

/**
 * Lower-cased Latin words of some texts (a language's dictionary values), for `ownWords`; the
 * names of placeholders and the plural syntax are not words of the language.
 */
export function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const match of text.replace(PLACEHOLDER, ' ').matchAll(LATIN_WORD)) {
      words.add(match[0].toLowerCase());
    }
  }
  return words;
}

interface Word {
  start: number;
  end: number;
  foreign: boolean;
}

/**
 * The English in one run of Latin words: the longest stretch of at least `minWords` foreign
 * words in a row, else the whole run when at least `minWords` of its words and half of them are
 * foreign (a short English sentence around words the language shares, 'This topic has no video
 * yet' on a Spanish page).
 */
function englishIn(line: string, run: readonly Word[], minWords: number): string | null {
  let best: [number, number] | null = null;
  let from = 0;
  for (let i = 0; i <= run.length; i += 1) {
    if (i < run.length && run[i]?.foreign) continue;
    if (i - from >= minWords && (!best || i - from > best[1] - best[0])) best = [from, i];
    from = i + 1;
  }
  const foreign = run.filter((word) => word.foreign).length;
  const [a, b] =
    best ?? (foreign >= minWords && foreign * 2 >= run.length ? [0, run.length] : [0, 0]);
  if (b <= a) return null;
  return line.slice(run[a]?.start ?? 0, run[b - 1]?.end ?? 0).trim();
}

/**
 * The English sentences (runs of foreign Latin words) found in `text`, each as it reads there;
 * empty when there are none.
 */
export function englishRuns(text: string, check: EnglishCheck = {}): string[] {
  const { allowed = [], ownWords, englishWords, minWords = 3 } = check;
  let rest = text.replace(URL_OR_EMAIL, BREAK);
  // Longest names first, whole words only, so 'Pay' never eats into 'PayPal'.
  for (const name of [...allowed].filter(Boolean).sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\d])${escape(name)}(?![\\p{L}\\d])`, 'gu'), BREAK);
  }
  const foreign = (word: string) => {
    const lower = word.toLowerCase();
    if (!ASCII_WORD.test(word) || ownWords?.has(lower)) return false;
    return !ownWords || !englishWords || englishWords.has(lower);
  };

  const found: string[] = [];
  for (const line of rest.split(/\n+/)) {
    let run: Word[] = [];
    const close = () => {
      const english = englishIn(line, run, minWords);
      if (english) found.push(english);
      run = [];
    };
    let previousEnd = 0;
    for (const match of line.matchAll(LATIN_WORD)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!LIGHT_GAP.test(line.slice(previousEnd, start))) close();
      previousEnd = end;
      // A code (USDT, GBP, P2P) ends a sentence like a number would.
      if (CODE.test(match[0])) {
        close();
        continue;
      }
      run.push({ start, end, foreign: foreign(match[0]) });
    }
    close();
  }
  return found;
}

/** Browsers the user centre names as they are (those whose push services the exchange uses). */
export const BROWSER_NAMES: readonly string[] = ['Chrome', 'Edge', 'Firefox', 'Safari'];

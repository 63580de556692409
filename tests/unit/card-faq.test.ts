import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeForScript } from '@/components/serialize';
import { faqJsonLd, parseFaq, plainText } from '@/features/card/faq';
import { LOCALE_CODES } from '@/i18n/locales';

const contentDir = join(import.meta.dirname, '../../src/content');

/** A collection file split the way Astro's glob loader does: YAML frontmatter, then the body. */
function readEntry(collection: string, locale: string) {
  const text = readFileSync(join(contentDir, collection, `${locale}.md`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${collection}/${locale}.md has no frontmatter`);
  const field = (name: string) =>
    new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(match[1] ?? '')?.[1]?.trim() ?? '';
  return { title: field('title'), description: field('description'), body: match[2] ?? '' };
}

describe('parseFaq', () => {
  const markdown = [
    'An introduction that is not a question.',
    '',
    '## How long does it take?',
    '',
    'About **2–10** minutes.',
    'Sometimes [longer](https://example.com).',
    '',
    'A second paragraph with `code`.',
    '',
    '## Which methods?',
    '',
    '- Visa',
    '- Mastercard',
    '',
    '## A heading without an answer',
  ].join('\n');

  it('turns each ## heading into a question and the text under it into its answer', () => {
    expect(parseFaq(markdown)).toEqual([
      {
        question: 'How long does it take?',
        answer: ['About 2–10 minutes. Sometimes longer.', 'A second paragraph with code.'],
      },
      { question: 'Which methods?', answer: ['Visa', 'Mastercard'] },
    ]);
  });

  it('reduces inline Markdown to text', () => {
    expect(plainText('**bold** and *em* and [a link](/x) and `x`')).toBe(
      'bold and em and a link and x',
    );
  });
});

describe('faqJsonLd', () => {
  it('is a schema.org FAQPage that survives the trip through a script block', () => {
    const entries = [{ question: 'Is </script> safe?', answer: ['Yes <b>really</b>', 'Two'] }];
    const data = faqJsonLd(entries, 'fa', 'https://p2p.example/fa/thirdParty/faq');
    const text = serializeForScript(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'fa',
      url: 'https://p2p.example/fa/thirdParty/faq',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is </script> safe?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes <b>really</b>\n\nTwo' },
        },
      ],
    });
  });
});

describe('card FAQ and disclaimer content', () => {
  const english = parseFaq(readEntry('card-faq', 'en').body);

  it('has ten English questions covering what the card page promises', () => {
    expect(english).toHaveLength(10);
    const text = english.flatMap((e) => [e.question, ...e.answer]).join(' ');
    for (const fact of ['2–10 minutes', 'third-party', 'no fee', 'limited period', 'free']) {
      expect(text).toContain(fact);
    }
    for (const method of ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay', 'Safari']) {
      expect(text).toContain(method);
    }
  });

  for (const locale of LOCALE_CODES) {
    it(`${locale}: the FAQ answers the same questions and the disclaimer exists, translated`, () => {
      const faq = readEntry('card-faq', locale);
      const disclaimer = readEntry('card-disclaimer', locale);
      for (const value of [faq.title, faq.description, disclaimer.title, disclaimer.description]) {
        expect(value).not.toBe('');
        // A plain YAML scalar may not hold ": " (Astro would refuse the whole collection).
        expect(value).not.toMatch(/: |^["'[{&*!|>%@`]/);
      }
      const entries = parseFaq(faq.body);
      expect(entries).toHaveLength(english.length);
      // The arrival time is stated in every language, with the same numbers.
      expect(faq.body).toMatch(/2[–-]10|۲ تا ۱۰/);
      expect(disclaimer.body).toMatch(/2[–-]10|۲ تا ۱۰/);
      expect(disclaimer.body.match(/^## /gm)?.length).toBe(7);
      if (locale !== 'en') {
        const en = readEntry('card-faq', 'en');
        expect(faq.title).not.toBe(en.title);
        expect(entries.map((e) => e.question)).not.toContain(english[0]?.question);
        expect(disclaimer.title).not.toBe(readEntry('card-disclaimer', 'en').title);
      }
    });
  }
});

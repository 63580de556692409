/**
 * The card FAQ's entries, read from its Markdown (the `cardFaq` content collection: one file
 * per locale, each question a `## ` heading followed by its answer). The FAQ page renders the
 * Markdown itself; these entries feed the card page's short FAQ and the FAQ page's `FAQPage`
 * structured data, so both always say what the Markdown says. Pure (no Astro APIs), so the unit
 * tests read the same files.
 */

interface FaqEntry {
  question: string;
  /** The answer's paragraphs as plain text. */
  answer: string[];
}

/** Inline Markdown reduced to its text: links keep their words, emphasis and code marks go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits the Markdown body into questions and answers; text before the first question is skipped. */
export function parseFaq(markdown: string): FaqEntry[] {
  const entries: FaqEntry[] = [];
  let current: FaqEntry | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (current && paragraph.length > 0) current.answer.push(plainText(paragraph.join(' ')));
    paragraph = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      current = { question: plainText(heading[1] ?? ''), answer: [] };
      entries.push(current);
    } else if (line.trim() === '') {
      flush();
    } else {
      // A list item is a paragraph of its own.
      const item = /^\s*(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
      if (item) {
        flush();
        paragraph.push(item[1] ?? '');
        flush();
      } else {
        paragraph.push(line.trim());
      }
    }
  }
  flush();
  return entries.filter((e) => e.question !== '' && e.answer.length > 0);
}

/** schema.org `FAQPage` of the entries, for a `<script type="application/ld+json">` block. */
export function faqJsonLd(entries: readonly FaqEntry[], languageTag: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: languageTag,
    url,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
    })),
  };
}

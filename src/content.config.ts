import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Content collections (Astro content layer, glob loader): the card purchase FAQ and disclaimer,
 * one Markdown file per UI language (`src/content/card-faq/<locale>.md`). An entry's id is its
 * locale code exactly as the file is named (`zh-CN`), not the loader's default slug (`zh-cn`),
 * so pages look entries up by `Astro.locals.locale`.
 */
const localeId = ({ entry }: { entry: string }) => entry.replace(/\.md$/, '');

const page = z.object({
  /** The page's `<h1>` and document title. */
  title: z.string().min(1),
  /** The meta description. */
  description: z.string().min(1),
});

/** Each `## ` heading is a question, the text under it its answer (see `features/card/faq.ts`). */
const cardFaq = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/card-faq', generateId: localeId }),
  schema: page,
});

const cardDisclaimer = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/card-disclaimer', generateId: localeId }),
  schema: page,
});

export const collections = { cardFaq, cardDisclaimer };

import { createHash } from 'node:crypto';
import { escapeMarkup } from '@/lib/escape-markup';

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 2rem 1rem; display: flex; justify-content: center; }
  main { max-width: 40rem; width: 100%; }
  .note { padding: 0.75rem 1rem; border-radius: 0.5rem; background: #fff4d6; color: #4a3b00; }
  ul { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
  li form { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem;
    padding: 0.75rem 1rem; border: 1px solid #8884; border-radius: 0.5rem; }
  button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.375rem; border: 0;
    background: #1f6feb; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #f0b90b; outline-offset: 2px; }
  .who { margin: 0; flex: 1 1 16rem; }
  .who small { display: block; opacity: 0.8; }
`;

/**
 * The stand-in main site's own policy, strict whichever server carries it (`astro dev` adds no
 * security headers to sandbox answers; our server keeps it and adds what is missing): no scripts
 * at all, only the page's one inline style (by hash), forms posting to this site only.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * The page frame of the stand-in main site. No scripts at all (the CSP forbids inline ones and
 * nothing here needs them); callers pass already-escaped HTML as `body`.
 */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(title)} · Exchange sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

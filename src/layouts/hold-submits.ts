/**
 * Before its island hydrates, a form that only the island's script handles (one without an
 * `action`: React's `onSubmit`) must not submit natively: the browser would reload the page with
 * what was typed in the address (a payment account, a code) and lose the page. Such a submit is
 * dropped while Astro still marks the island `ssr`; once hydrated, the island handles the next
 * one. Forms with an `action` are plain HTML forms that work without JavaScript (the market's
 * filters): they submit as usual. Issue 15, item 1.
 */
export function holdSubmitsUntilHydrated(doc: Document = document) {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      if (form.closest('astro-island[ssr]')) event.preventDefault();
    },
    { capture: true },
  );
}

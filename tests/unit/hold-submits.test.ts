// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { holdSubmitsUntilHydrated } from '@/layouts/hold-submits';

/**
 * Issue 15, item 1: a form its island handles, submitted before the island hydrated, would
 * reload the page with the typed values in the address; it is held instead. Plain HTML forms
 * (with an action) and hydrated islands are left alone.
 */

holdSubmitsUntilHydrated(document);
afterEach(() => document.body.replaceChildren());

function submit(html: string) {
  document.body.innerHTML = html;
  const form = document.querySelector('form')!;
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('submits before hydration', () => {
  it('holds a script-only form inside an island that has not hydrated', () => {
    expect(submit('<astro-island ssr><form><input name="account"></form></astro-island>')).toBe(
      true,
    );
  });

  it('lets the island handle it once hydrated', () => {
    expect(submit('<astro-island><form><input name="account"></form></astro-island>')).toBe(false);
  });

  it('lets a plain HTML form submit, in an island or not', () => {
    expect(
      submit('<astro-island ssr><form action="/buy_USDT" method="get"></form></astro-island>'),
    ).toBe(false);
    expect(submit('<form method="post"></form>')).toBe(false);
  });
});

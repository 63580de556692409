// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FoldNavElement, defineFoldNavElement } from '@/shell/elements/fold-nav-element';
import { $, mount, press } from './support/shell-dom';

/** The markup FoldNav.astro renders: two folding groups and one plain link. */
const FOLD_NAV = `
  <p2p-fold-nav class="block lg:hidden">
    <button type="button" class="header-button" data-fold-toggle aria-expanded="false"
      aria-controls="fold-drawer" aria-label="Open menu"
      data-label-open="Open menu" data-label-close="Close menu">≡</button>
    <nav id="fold-drawer" data-fold-drawer hidden class="fold-drawer" aria-label="Main">
      <ul class="flex flex-col">
        <li data-fold-group="trade">
          <button type="button" class="fold-trigger" data-fold-trigger aria-expanded="false"
            aria-controls="fold-trade"><span>Trade</span></button>
          <div id="fold-trade" class="fold-body" data-fold-body inert>
            <div class="fold-inner"><ul><li><a href="/trade/spot">Spot</a></li></ul></div>
          </div>
        </li>
        <li data-fold-group="finance">
          <button type="button" class="fold-trigger" data-fold-trigger aria-expanded="false"
            aria-controls="fold-finance"><span>Finance</span></button>
          <div id="fold-finance" class="fold-body" data-fold-body inert>
            <div class="fold-inner"><ul><li><a href="/earn">Earn</a></li></ul></div>
          </div>
        </li>
        <li><a class="fold-trigger" href="/space" data-menu-item="space">Space</a></li>
      </ul>
    </nav>
  </p2p-fold-nav>`;

const toggle = () => $<HTMLButtonElement>('[data-fold-toggle]');
const drawer = () => $('[data-fold-drawer]');
const trigger = (group: string) =>
  $<HTMLButtonElement>(`[data-fold-group="${group}"] [data-fold-trigger]`);
const body = (group: string) => $(`#fold-${group}`);

function expectGroup(group: string, open: boolean) {
  expect(trigger(group).getAttribute('aria-expanded'), group).toBe(String(open));
  expect(body(group).hasAttribute('data-open'), group).toBe(open);
  expect(body(group).inert, group).toBe(!open);
  expect(body(group).hasAttribute('inert'), group).toBe(!open);
}

function expectDrawer(open: boolean) {
  expect(toggle().getAttribute('aria-expanded')).toBe(String(open));
  expect(toggle().getAttribute('aria-label')).toBe(open ? 'Close menu' : 'Open menu');
  expect(drawer().hidden).toBe(!open);
  expect(document.documentElement.hasAttribute('data-drawer-open')).toBe(open);
}

beforeAll(() => defineFoldNavElement());

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-drawer-open');
});

describe('<p2p-fold-nav>', () => {
  it('registers once, however often it is defined', () => {
    expect(() => defineFoldNavElement()).not.toThrow();
    expect(customElements.get('p2p-fold-nav')).toBe(FoldNavElement);
  });

  it('opens and closes the drawer with its toggle, switching the toggle’s label', () => {
    mount(FOLD_NAV);
    expectDrawer(false);
    toggle().click();
    expectDrawer(true);
    toggle().click();
    expectDrawer(false);
  });

  it('opens one group at a time', () => {
    mount(FOLD_NAV);
    toggle().click();
    expectGroup('trade', false);
    expectGroup('finance', false);
    trigger('trade').click();
    expectGroup('trade', true);
    expectGroup('finance', false);
    trigger('finance').click();
    expectGroup('trade', false);
    expectGroup('finance', true);
  });

  it('folds an open group back when its trigger is pressed again', () => {
    mount(FOLD_NAV);
    toggle().click();
    trigger('trade').click();
    trigger('trade').click();
    expectGroup('trade', false);
    expectGroup('finance', false);
  });

  it('keeps the links of closed groups inert, out of the tab order', () => {
    mount(FOLD_NAV);
    toggle().click();
    trigger('finance').click();
    expect(body('trade').inert).toBe(true);
    expect(body('finance').inert).toBe(false);
  });

  it('folds every group when the drawer closes, so it reopens folded', () => {
    mount(FOLD_NAV);
    toggle().click();
    trigger('trade').click();
    toggle().click();
    expectGroup('trade', false);
    expectGroup('finance', false);
    toggle().click();
    expectDrawer(true);
    expectGroup('trade', false);
  });

  it('closes the drawer on Escape and gives the focus back to the toggle', () => {
    mount(FOLD_NAV);
    toggle().click();
    trigger('trade').click();
    trigger('trade').focus();
    press(trigger('trade'), 'Escape');
    expectDrawer(false);
    expectGroup('trade', false);
    expect(document.activeElement).toBe(toggle());
  });

  it('ignores Escape while the drawer is closed', () => {
    mount(`<button id="elsewhere">x</button>${FOLD_NAV}`);
    $('#elsewhere').focus();
    press(toggle(), 'Escape');
    expectDrawer(false);
    expect(document.activeElement?.id).toBe('elsewhere');
  });

  it('stops reacting once removed from the page', () => {
    mount(FOLD_NAV);
    const nav = $('p2p-fold-nav');
    const button = toggle();
    nav.remove();
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

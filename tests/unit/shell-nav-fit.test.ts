// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fitNav } from '@/shell/elements/nav-fit';

/**
 * `fitNav` (issue 15, item 2) decides how many navigation groups stay on the line
 * (`data-shown`; CSS hides the rest and shows them in More). happy-dom lays nothing out, so the
 * nav's room and content width are given: each group and More have a width, and the content is
 * the groups shown plus More when some are not.
 */

const WIDTHS = [200, 100, 100, 140, 120];
const MORE_WIDTH = 70;

function mountNav(room: number) {
  document.body.innerHTML = `
    <nav data-nav-fit data-shown="3">
      <ul>${WIDTHS.map(() => '<li data-nav-group></li>').join('')}</ul>
      <button data-nav-more popovertarget="nav-more">More</button>
    </nav>`;
  const nav = document.querySelector<HTMLElement>('[data-nav-fit]')!;
  const state = { room };
  Object.defineProperty(nav, 'clientWidth', { get: () => state.room });
  Object.defineProperty(nav, 'scrollWidth', {
    get: () => {
      const all = nav.dataset.shown === 'all';
      const shown = all ? WIDTHS.length : Number(nav.dataset.shown);
      const content = WIDTHS.slice(0, shown).reduce((sum, w) => sum + w, all ? 0 : MORE_WIDTH);
      return Math.max(state.room, content);
    },
  });
  return { nav, state };
}

afterEach(() => document.body.replaceChildren());

describe('fitNav', () => {
  it('keeps every group on the line (no More) when they all fit', () => {
    const { nav } = mountNav(660);
    fitNav(nav);
    expect(nav.dataset.shown).toBe('all');
  });

  it('folds the last groups that do not fit, counting More’s own width', () => {
    // 200 + 100 + 100 + 140 = 540 and More (70) would be 610: only three groups and More fit.
    const { nav } = mountNav(600);
    fitNav(nav);
    expect(nav.dataset.shown).toBe('3');
  });

  it('measures again when the room changes, in both directions', () => {
    const { nav, state } = mountNav(300);
    fitNav(nav);
    expect(nav.dataset.shown).toBe('1');
    state.room = 700;
    fitNav(nav);
    expect(nav.dataset.shown).toBe('all');
    state.room = 480;
    fitNav(nav);
    expect(nav.dataset.shown).toBe('3');
  });

  it('leaves every group to More when not even the first one fits', () => {
    const { nav } = mountNav(100);
    fitNav(nav);
    expect(nav.dataset.shown).toBe('0');
  });

  it('keeps the server’s number while the navigation is not displayed (no room measured)', () => {
    const { nav } = mountNav(0);
    fitNav(nav);
    expect(nav.dataset.shown).toBe('3');
  });
});

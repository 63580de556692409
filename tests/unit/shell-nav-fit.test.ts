// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fitNav } from '@/shell/elements/nav-fit';

/**
 * `fitNav` (issue 15, item 2) decides which navigation groups stay on the line and what More
 * lists. happy-dom lays nothing out, so the nav's room and content width are given: each group
 * and More have a width (`data-w`), and the content is the sum of those displayed.
 */

const GROUPS = [
  ['buy-crypto', 200],
  ['trade', 100],
  ['finance', 100],
  ['activities', 140],
  ['space', 120],
] as const;
const MORE_WIDTH = 70;

function mountNav(room: number) {
  document.body.innerHTML = `
    <nav data-nav-fit>
      <ul>${GROUPS.map(([id, w]) => `<li data-nav-group="${id}" data-w="${w}"></li>`).join('')}</ul>
      <button data-nav-more popovertarget="nav-more" data-w="${MORE_WIDTH}">More</button>
      <div id="nav-more" popover><ul>
        ${GROUPS.map(([id]) => `<li data-more-group="${id}"></li>`).join('')}
      </ul></div>
    </nav>`;
  const nav = document.querySelector<HTMLElement>('[data-nav-fit]')!;
  const state = { room };
  Object.defineProperty(nav, 'clientWidth', { get: () => state.room });
  Object.defineProperty(nav, 'scrollWidth', {
    get: () =>
      Math.max(
        state.room,
        [...nav.querySelectorAll<HTMLElement>('[data-w]')]
          .filter((el) => !el.hidden)
          .reduce((sum, el) => sum + Number(el.dataset.w), 0),
      ),
  });
  return { nav, state };
}

const ids = (selector: string, key: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => !el.hidden)
    .map((el) => el.dataset[key]);
const onLine = () => ids('[data-nav-group]', 'navGroup');
const inMore = () => ids('[data-more-group]', 'moreGroup');
const moreShown = () => !document.querySelector<HTMLElement>('[data-nav-more]')!.hidden;

afterEach(() => document.body.replaceChildren());

describe('fitNav', () => {
  it('keeps every group on the line and offers no More when they all fit', () => {
    const { nav } = mountNav(660);
    fitNav(nav);
    expect(onLine()).toEqual(GROUPS.map(([id]) => id));
    expect(inMore()).toEqual([]);
    expect(moreShown()).toBe(false);
  });

  it('moves the last groups that do not fit into More, counting More’s own width', () => {
    // 200 + 100 + 100 + 140 = 540 and More (70) would be 610: only three groups and More fit.
    const { nav } = mountNav(600);
    fitNav(nav);
    expect(onLine()).toEqual(['buy-crypto', 'trade', 'finance']);
    expect(inMore()).toEqual(['activities', 'space']);
    expect(moreShown()).toBe(true);
  });

  it('measures again when the room changes, in both directions', () => {
    const { nav, state } = mountNav(300);
    fitNav(nav);
    expect(onLine()).toEqual(['buy-crypto']);
    expect(inMore()).toEqual(['trade', 'finance', 'activities', 'space']);
    state.room = 700;
    fitNav(nav);
    expect(onLine()).toHaveLength(GROUPS.length);
    expect(moreShown()).toBe(false);
  });

  it('leaves everything in More when not even the first group fits', () => {
    const { nav } = mountNav(100);
    fitNav(nav);
    expect(onLine()).toEqual([]);
    expect(inMore()).toEqual(GROUPS.map(([id]) => id));
  });

  it('does nothing while the navigation is not displayed (no room measured)', () => {
    const { nav } = mountNav(0);
    fitNav(nav);
    expect(onLine()).toHaveLength(GROUPS.length);
    expect(inMore()).toHaveLength(GROUPS.length);
  });
});

/**
 * Keeps the header's navigation on one line in every language (issue 15, item 2): shows the
 * groups in order while they fit in the room the logo and the controls leave, hides the rest,
 * and offers More (a popover) listing exactly the hidden ones. It measures instead of using
 * breakpoints because the labels' widths depend on the language and the fonts. `<p2p-header>`
 * runs it from a resize observer on `nav`, so it measures again whenever that room changes (the
 * window, the controls beside it) and once when it starts, before the first paint.
 *
 *   <div data-nav-fit>
 *     <nav><ul><li data-nav-group>…</li>…</ul>
 *       <button data-nav-more popovertarget="nav-more">More</button>
 *       <div id="nav-more" popover>…<li data-more-group>…</li>…</div>
 *     </nav>
 *   </div>
 *
 * More's entries are the groups again, in the same order. Until `<p2p-header>` is defined (no
 * JavaScript, or before it runs) CSS shows as many groups as fit the longest language
 * (`p2p-header:not(:defined)` in shell.css). The popover opens, closes on Escape and on a click
 * elsewhere without JavaScript; CSS hides an open one whose button is hidden (everything fits
 * again). Kept small: it ships on every page.
 */
export function fitNav(nav: HTMLElement) {
  const more = nav.querySelector<HTMLElement>('[data-nav-more]');
  // Not displayed (below 1280 px the fold navigation holds the groups): nothing to measure.
  if (!more || !nav.clientWidth) return;
  const groups = nav.querySelectorAll<HTMLElement>('[data-nav-group]');
  for (const group of groups) group.hidden = false;
  more.hidden = true;
  // `nav` takes the row's free room (flex: 1, basis 0), so its content overflows it exactly
  // when the groups shown do not fit.
  let shown = groups.length;
  while (shown && nav.scrollWidth > nav.clientWidth) {
    groups[--shown]!.hidden = true;
    more.hidden = false;
  }
  nav.querySelectorAll<HTMLElement>('[data-more-group]').forEach((entry, i) => {
    entry.hidden = i < shown;
  });
}

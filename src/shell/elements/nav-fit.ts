/**
 * Keeps the header's navigation on one line in every language (issue 15, item 2): shows the
 * groups in order while they fit in the room the logo and the controls leave, and the last ones
 * that do not go into More (a popover). It measures instead of using breakpoints because the
 * labels' widths depend on the language and the fonts. `<p2p-header>` runs it from a resize
 * observer on `nav`, so it measures again whenever that room changes (the window, the controls
 * beside it) and once when it starts, before the first paint.
 *
 *   <nav data-nav-fit data-shown="3">
 *     <ul><li data-nav-group>…</li>…</ul>
 *     <button data-nav-more popovertarget="nav-more">More</button>
 *     <div id="nav-more" popover>…<li data-more-group>…</li>…</div>
 *   </nav>
 *
 * It only sets `data-shown` (how many groups are on the line, or `all`); CSS in shell.css hides
 * the groups after that many, More's entries for the groups on the line, and More itself when
 * everything fits. The server renders `data-shown="3"`, which fits the longest language: that is
 * the header without JavaScript or before it runs. The popover opens, closes on Escape and on a
 * click elsewhere without JavaScript. Kept small: it ships on every page.
 */
export function fitNav(nav: HTMLElement) {
  // Not displayed (below 1280 px the fold navigation holds the groups): nothing to measure.
  if (!nav.clientWidth) return;
  let shown = nav.querySelectorAll('[data-nav-group]').length;
  nav.dataset.shown = 'all';
  // `nav` takes the row's free room (flex: 1, basis 0), so its content overflows it exactly
  // when the groups shown (and More) do not fit. Reading scrollWidth lays the change out.
  while (shown && nav.scrollWidth > nav.clientWidth) nav.dataset.shown = String(--shown);
}

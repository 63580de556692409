// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MenuElement, defineMenuElement } from '@/shell/elements/menu-element';
import { mount, press } from './support/shell-dom';

/** The markup HeaderMenu.astro renders for one menu. */
const menuHtml = (id: string, hover = false) => `
  <p2p-menu class="relative block" data-menu="${id}"${hover ? ' data-hover' : ''}>
    <button type="button" class="header-button" data-menu-trigger aria-expanded="false"
      aria-controls="menu-${id}"><span>${id}</span></button>
    <div id="menu-${id}" data-menu-panel hidden class="menu-panel start-0">
      <ul><li><a class="menu-link" href="/x" data-menu-item="${id}-link">Link of ${id}</a></li></ul>
    </div>
  </p2p-menu>`;

function menu(id: string) {
  const element = document.querySelector<MenuElement>(`p2p-menu[data-menu="${id}"]`);
  if (!element?.trigger || !element.panel) throw new Error(`menu ${id} not rendered`);
  return { element, trigger: element.trigger, panel: element.panel };
}

function expectOpen(id: string, open: boolean) {
  const { trigger, panel } = menu(id);
  expect(trigger.getAttribute('aria-expanded'), id).toBe(String(open));
  expect(panel.hidden, id).toBe(!open);
}

beforeAll(() => defineMenuElement());

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('<p2p-menu>', () => {
  it('registers once, however often it is defined', () => {
    expect(() => defineMenuElement()).not.toThrow();
    expect(customElements.get('p2p-menu')).toBe(MenuElement);
  });

  it('opens and closes with its trigger, keeping aria-expanded and hidden in step', () => {
    mount(menuHtml('trade'));
    expectOpen('trade', false);
    menu('trade').trigger.click();
    expectOpen('trade', true);
    expect(menu('trade').element.open).toBe(true);
    menu('trade').trigger.click();
    expectOpen('trade', false);
  });

  it('announces that it opened with a menu-open event', () => {
    mount(menuHtml('trade'));
    const opened = vi.fn();
    menu('trade').element.addEventListener('menu-open', opened);
    menu('trade').trigger.click();
    expect(opened).toHaveBeenCalledOnce();
    menu('trade').trigger.click();
    expect(opened).toHaveBeenCalledOnce();
  });

  it('closes on Escape and gives the focus back to the trigger', () => {
    mount(menuHtml('trade'));
    const { trigger, panel } = menu('trade');
    trigger.click();
    const link = panel.querySelector('a');
    link?.focus();
    press(link as Element, 'Escape');
    expectOpen('trade', false);
    expect(document.activeElement).toBe(trigger);
  });

  it('ignores other keys and Escape while closed', () => {
    mount(`<button id="elsewhere">x</button>${menuHtml('trade')}`);
    const { trigger, panel } = menu('trade');
    trigger.click();
    press(panel, 'Enter');
    expectOpen('trade', true);
    trigger.click();
    document.getElementById('elsewhere')?.focus();
    press(trigger, 'Escape');
    expectOpen('trade', false);
    expect(document.activeElement?.id).toBe('elsewhere');
  });

  it('closes on a click outside, not on a click inside its panel', () => {
    mount(`<main><button id="outside">outside</button></main>${menuHtml('trade')}`);
    menu('trade').trigger.click();
    menu('trade')
      .panel.querySelector('ul')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expectOpen('trade', true);
    document.getElementById('outside')?.click();
    expectOpen('trade', false);
  });

  it('closes when another menu opens', () => {
    mount(menuHtml('trade') + menuHtml('finance'));
    menu('trade').trigger.click();
    menu('finance').trigger.click();
    expectOpen('trade', false);
    expectOpen('finance', true);
    menu('trade').element.open = true;
    expectOpen('finance', false);
    expectOpen('trade', true);
  });

  it('stays open when a menu nested in it opens', () => {
    mount(menuHtml('outer'));
    menu('outer').panel.insertAdjacentHTML('beforeend', menuHtml('inner'));
    menu('outer').trigger.click();
    menu('inner').trigger.click();
    expectOpen('outer', true);
    expectOpen('inner', true);
  });

  it('stays open for a click inside an open dialog (a notification’s detail)', () => {
    mount(
      `${menuHtml('notifications')}<dialog data-detail><p>detail</p>` +
        `<form method="dialog"><button id="close">Close</button></form></dialog>`,
    );
    menu('notifications').trigger.click();
    const dialog = document.querySelector('dialog');
    dialog?.setAttribute('open', '');
    document.getElementById('close')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    dialog?.querySelector('p')?.click();
    expectOpen('notifications', true);
  });

  it('stops listening to the page once removed', () => {
    mount(`<button id="outside">outside</button>${menuHtml('trade')}`);
    const { element } = menu('trade');
    element.open = true;
    element.remove();
    document.getElementById('outside')?.click();
    expect(element.open).toBe(true);
  });

  describe('with data-hover on a fine pointer', () => {
    function hoverable() {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) => ({ matches: true, media: query }) as MediaQueryList,
      );
      mount(menuHtml('trade', true));
      return menu('trade');
    }

    it('opens on hover and the click that follows does not close it', () => {
      const { element, trigger } = hoverable();
      element.dispatchEvent(new MouseEvent('mouseenter'));
      expectOpen('trade', true);
      trigger.click();
      expectOpen('trade', true);
      trigger.click();
      expectOpen('trade', false);
    });

    it('closes 150 ms after the pointer leaves, unless it comes back', () => {
      vi.useFakeTimers();
      const { element } = hoverable();
      element.dispatchEvent(new MouseEvent('mouseenter'));
      element.dispatchEvent(new MouseEvent('mouseleave'));
      vi.advanceTimersByTime(100);
      element.dispatchEvent(new MouseEvent('mouseenter'));
      vi.advanceTimersByTime(500);
      expectOpen('trade', true);
      element.dispatchEvent(new MouseEvent('mouseleave'));
      vi.advanceTimersByTime(149);
      expectOpen('trade', true);
      vi.advanceTimersByTime(1);
      expectOpen('trade', false);
    });

    it('stays open when the pointer leaves a menu opened or pinned by a click', () => {
      vi.useFakeTimers();
      const { element, trigger } = hoverable();
      element.dispatchEvent(new MouseEvent('mouseenter'));
      trigger.click();
      element.dispatchEvent(new MouseEvent('mouseleave'));
      vi.advanceTimersByTime(1000);
      expectOpen('trade', true);
      trigger.click();
      expectOpen('trade', false);
      // Closed, then hovered again: an unpinned hover menu closes on leaving.
      element.dispatchEvent(new MouseEvent('mouseenter'));
      element.dispatchEvent(new MouseEvent('mouseleave'));
      vi.advanceTimersByTime(150);
      expectOpen('trade', false);
    });
  });

  it('does not open on hover without data-hover', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: true, media: query }) as MediaQueryList,
    );
    mount(menuHtml('services'));
    menu('services').element.dispatchEvent(new MouseEvent('mouseenter'));
    expectOpen('services', false);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TabsElement, defineTabsElement } from '@/shell/elements/tabs-element';
import { $, mount, press } from './support/shell-dom';

const tab = (id: string, selected: boolean) =>
  `<button type="button" role="tab" id="tab-${id}" aria-selected="${selected}"` +
  `${selected ? '' : ' tabindex="-1"'} aria-controls="panel-${id}" class="tab">${id}</button>`;
const panel = (id: string, selected: boolean) =>
  `<div id="panel-${id}" role="tabpanel" aria-labelledby="tab-${id}"${selected ? '' : ' hidden'}>${id} panel</div>`;

/** LocalePicker.astro's tabs (language, rate), plus a third so the arrow direction shows. */
function tabsHtml(ids = ['language', 'rate', 'third']) {
  return `
    <p2p-tabs class="block w-72">
      <div role="tablist" aria-label="Language and currency">
        ${ids.map((id, i) => tab(id, i === 0)).join('')}
      </div>
      ${ids.map((id, i) => panel(id, i === 0)).join('')}
    </p2p-tabs>`;
}

function expectSelected(selected: string, ids = ['language', 'rate', 'third']) {
  for (const id of ids) {
    const isSelected = id === selected;
    expect($(`#tab-${id}`).getAttribute('aria-selected'), id).toBe(String(isSelected));
    expect($(`#tab-${id}`).tabIndex, id).toBe(isSelected ? 0 : -1);
    expect($(`#panel-${id}`).hidden, id).toBe(!isSelected);
  }
}

beforeAll(() => {
  defineTabsElement();
  // The rule every browser's own style sheet has; the element reads the computed direction.
  const style = document.createElement('style');
  style.textContent = '[dir="rtl"] { direction: rtl; } [dir="ltr"] { direction: ltr; }';
  document.head.append(style);
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('dir');
});

describe('<p2p-tabs>', () => {
  it('registers once, however often it is defined', () => {
    expect(() => defineTabsElement()).not.toThrow();
    expect(customElements.get('p2p-tabs')).toBe(TabsElement);
  });

  it('selects a clicked tab and shows only its panel', () => {
    mount(tabsHtml(['language', 'rate']));
    expectSelected('language', ['language', 'rate']);
    $('#tab-rate').click();
    expectSelected('rate', ['language', 'rate']);
    $('#tab-language').click();
    expectSelected('language', ['language', 'rate']);
  });

  it('moves with ArrowRight and ArrowLeft, wrapping around, and focuses the new tab', () => {
    mount(tabsHtml());
    const right = press($('#tab-language'), 'ArrowRight');
    expectSelected('rate');
    expect(document.activeElement?.id).toBe('tab-rate');
    expect(right.defaultPrevented).toBe(true);
    press($('#tab-rate'), 'ArrowRight');
    expectSelected('third');
    press($('#tab-third'), 'ArrowRight');
    expectSelected('language');
    press($('#tab-language'), 'ArrowLeft');
    expectSelected('third');
    expect(document.activeElement?.id).toBe('tab-third');
  });

  it.each(['<html>', 'a wrapper'])('reverses the arrows when dir="rtl" is on %s', (where) => {
    const wrapper = document.createElement('div');
    document.body.append(wrapper);
    (where === '<html>' ? document.documentElement : wrapper).setAttribute('dir', 'rtl');
    mount(tabsHtml(), wrapper);
    press($('#tab-language'), 'ArrowRight');
    expectSelected('third');
    press($('#tab-third'), 'ArrowLeft');
    expectSelected('language');
    press($('#tab-language'), 'ArrowLeft');
    expectSelected('rate');
  });

  it('leaves other keys and keys outside the tabs alone', () => {
    mount(tabsHtml());
    const other = press($('#tab-language'), 'Enter');
    expect(other.defaultPrevented).toBe(false);
    expectSelected('language');
    const inPanel = press($('#panel-language'), 'ArrowRight');
    expect(inPanel.defaultPrevented).toBe(false);
    expectSelected('language');
  });
});

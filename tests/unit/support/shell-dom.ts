/**
 * Puts server-rendered markup in the page the way a browser does: custom elements connect with
 * their children already in place. (happy-dom's `innerHTML` on a connected node connects them
 * before their children are parsed, which no browser does for a fragment.)
 */
export function mount(html: string, parent: ParentNode = document.body) {
  const template = document.createElement('template');
  template.innerHTML = html;
  parent.replaceChildren(template.content);
}

/** Dispatches a bubbling keydown, as a key press on `target` does. */
export function press(target: Element, key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** The element matching `selector`, or a thrown error naming it. */
export function $<T extends Element = HTMLElement>(selector: string, root: ParentNode = document) {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

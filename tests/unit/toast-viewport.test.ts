// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOAST_VIEWPORT_TAG } from '@/components/toast-viewport';
import { clearToasts, pushToast } from '@/stores/toasts';

const css = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../src/components/toast-viewport.css'),
  'utf8',
);

function mount(closeLabel = 'Schließen'): HTMLElement {
  const element = document.createElement(TOAST_VIEWPORT_TAG);
  element.dataset.closeLabel = closeLabel;
  document.body.append(element);
  return element;
}

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
});

afterEach(() => {
  clearToasts();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('dir');
});

describe('<p2p-toasts>', () => {
  it('renders a pushed error as an alert with its message as text, never as HTML', () => {
    const viewport = mount();
    pushToast({ kind: 'error', message: '<img src=x onerror=alert(1)> Insufficient Balance' });
    const toast = viewport.querySelector('.p2p-toast');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(toast?.getAttribute('data-kind')).toBe('error');
    expect(toast?.textContent).toContain('<img src=x onerror=alert(1)> Insufficient Balance');
    expect(viewport.querySelector('img')).toBeNull();
  });

  it('renders other kinds as polite status messages', () => {
    const viewport = mount();
    pushToast({ kind: 'success', message: 'Saved' });
    const toast = viewport.querySelector('.p2p-toast');
    expect(toast?.getAttribute('role')).toBe('status');
    expect(toast?.getAttribute('aria-live')).toBe('polite');
  });

  it('removes a toast with its labelled close button', () => {
    const viewport = mount();
    pushToast({ kind: 'error', message: 'one' });
    pushToast({ kind: 'error', message: 'two' });
    const close = viewport.querySelector<HTMLButtonElement>('.p2p-toast__close');
    expect(close?.getAttribute('aria-label')).toBe('Schließen');
    close?.click();
    expect([...viewport.querySelectorAll('.p2p-toast')].map((t) => t.textContent)).toEqual([
      'two×',
    ]);
  });

  it('keeps rendered toasts in place when another one arrives', () => {
    const viewport = mount();
    pushToast({ kind: 'info', message: 'first' });
    const first = viewport.querySelector('.p2p-toast');
    pushToast({ kind: 'info', message: 'second' });
    expect(viewport.querySelector('.p2p-toast')).toBe(first);
    expect(viewport.querySelectorAll('.p2p-toast')).toHaveLength(2);
  });

  it.each(['ltr', 'rtl'])(
    'sits fixed at the top on the end side in %s pages, never pinned left or right',
    (dir) => {
      document.documentElement.setAttribute('dir', dir);
      const style = getComputedStyle(mount());
      expect(style.position).toBe('fixed');
      expect(style.getPropertyValue('inset-inline-end')).toBe('1rem');
      expect(style.getPropertyValue('inset-block-start')).toBe('1rem');
      expect(style.left).toBe('');
      expect(style.right).toBe('');
    },
  );
});

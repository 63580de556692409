// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { takeOverClick } from '@/components/take-over-click';
import { useLatestFetch } from '@/components/use-latest-fetch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Hook = ReturnType<typeof useLatestFetch<string>>;

/** A request the test answers or fails by hand, recording the signal it was given. */
function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const call = { promise, resolve, reject, signal: null as AbortSignal | null };
  const fetcher = (signal: AbortSignal) => {
    call.signal = signal;
    return promise;
  };
  return { call, fetcher };
}

let root: Root | null = null;

function mount(initial: string) {
  const seen: { current: Hook | null } = { current: null };
  function Probe() {
    seen.current = useLatestFetch(initial);
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root?.render(createElement(Probe)));
  const hook = () => {
    if (!seen.current) throw new Error('not rendered');
    return seen.current;
  };
  return hook;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('useLatestFetch', () => {
  it('shows the answer of the latest request and drops an older one that answers later', async () => {
    const hook = mount('server');
    const first = deferred();
    const second = deferred();
    let running: Promise<void>[] = [];
    act(() => {
      running = [hook().run(first.fetcher), hook().run(second.fetcher)];
    });
    expect(first.call.signal?.aborted).toBe(true);
    expect(hook().loading).toBe(true);
    await act(async () => {
      second.call.resolve('second');
      first.call.resolve('first');
      await Promise.all(running);
    });
    expect(hook().data).toBe('second');
    expect(hook().loading).toBe(false);
    expect(hook().stale).toBe(false);
  });

  it('keeps the rows on screen and marks them stale when a request fails, until one succeeds', async () => {
    const hook = mount('server');
    const failing = deferred();
    await act(async () => {
      const run = hook().run(failing.fetcher);
      failing.call.reject(new Error('offline'));
      await run;
    });
    expect(hook().data).toBe('server');
    expect(hook().stale).toBe(true);
    expect(hook().loading).toBe(false);
    const next = deferred();
    await act(async () => {
      const run = hook().run(next.fetcher);
      next.call.resolve('fresh');
      await run;
    });
    expect(hook().data).toBe('fresh');
    expect(hook().stale).toBe(false);
  });

  it('aborts the request still running when the component goes away', () => {
    const hook = mount('server');
    const pending = deferred();
    act(() => {
      void hook().run(pending.fetcher);
    });
    expect(pending.call.signal?.aborted).toBe(false);
    act(() => root?.unmount());
    root = null;
    expect(pending.call.signal?.aborted).toBe(true);
  });
});

describe('takeOverClick', () => {
  const click = (overrides: Partial<MouseEventInit> = {}) =>
    new MouseEvent('click', { button: 0, cancelable: true, ...overrides });

  it('takes a plain left click and stops the browser navigating', () => {
    const event = click();
    expect(takeOverClick(event)).toBe(true);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const event = click(init);
    expect(takeOverClick(event)).toBe(false);
    expect(event.defaultPrevented).toBe(false);
  });
});

// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/client/api-error';
import { PUSH_CODES } from '@/contract/push';
import PushDeviceSwitch from '@/features/user/center/PushDeviceSwitch';
import { notificationSettingsMessages } from '@/features/user/center/server/messages';
import { createIslandTranslator } from '@/i18n/island-t';
import type { NotifyPermission } from '@/client/system-notify';

/**
 * "On this device, with the site closed" (issue 17, item 4): the state this browser is in, the
 * permission asked from the click before subscribing, a failure with Retry that keeps the way
 * on, a push service the exchange does not send to named as such, and no button where the
 * permission is blocked. The browser's side is stubbed; the journey is tests/e2e/pwa.spec.ts.
 */

const device = vi.hoisted(() => ({
  pushDeviceState: vi.fn(),
  turnOnPush: vi.fn(),
  turnOffPush: vi.fn(),
}));
vi.mock('@/features/user/center/push-device', () => device);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
const t = createIslandTranslator(notificationSettingsMessages('en'));

async function render(permission: NotifyPermission, answer: NotifyPermission = 'granted') {
  const requestPermission = vi.fn(async () => answer);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(createElement(PushDeviceSwitch, { t, lang: 'en', permission, requestPermission }));
  });
  return { host, requestPermission };
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name);
const click = async (name: string) => {
  const target = button(name);
  if (!target) throw new Error(`No button "${name}" in: ${document.body.textContent}`);
  await act(async () => target.click());
};
const state = () =>
  document.querySelector<HTMLElement>('[data-testid="uc-push-device"]')?.dataset.state;

beforeEach(() => {
  device.pushDeviceState.mockReset().mockResolvedValue('off');
  device.turnOnPush.mockReset().mockResolvedValue(undefined);
  device.turnOffPush.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the push switch of this device', () => {
  it('asks for the permission on the click, then turns pushes on, then off', async () => {
    const { requestPermission } = await render('default');
    expect(state()).toBe('off');
    expect(requestPermission).not.toHaveBeenCalled();
    await click('Turn on for this device');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(device.turnOnPush).toHaveBeenCalledTimes(1);
    expect(state()).toBe('on');
    expect(document.body.textContent).toContain('This device gets your order notifications');
    await click('Turn off for this device');
    expect(device.turnOffPush).toHaveBeenCalledTimes(1);
    expect(state()).toBe('off');
  });

  it('subscribes nothing when the user does not allow notifications', async () => {
    await render('default', 'denied');
    await click('Turn on for this device');
    expect(device.turnOnPush).not.toHaveBeenCalled();
    expect(state()).toBe('off');
  });

  it('offers no button where notifications are blocked, and says when push is unsupported', async () => {
    await render('denied');
    expect(button('Turn on for this device')).toBeUndefined();
    act(() => root?.unmount());
    document.body.innerHTML = '';
    device.pushDeviceState.mockResolvedValue('unsupported');
    await render('granted');
    expect(state()).toBe('unsupported');
    expect(document.querySelector('button')).toBeNull();
    expect(document.body.textContent).toContain('This browser cannot get notifications');
  });

  it('a failure says so and Retry tries the same again', async () => {
    device.turnOnPush.mockRejectedValueOnce(new Error('network'));
    await render('granted');
    await click('Turn on for this device');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Notifications could not be turned on for this device. Please try again.',
    );
    expect(state()).toBe('off');
    await click('Try again');
    expect(device.turnOnPush).toHaveBeenCalledTimes(2);
    expect(state()).toBe('on');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('a push service the exchange does not send to is named, with the way out', async () => {
    device.turnOnPush.mockRejectedValueOnce(
      new ApiError({
        kind: 'server',
        status: 400,
        code: PUSH_CODES.pushServiceUnknown,
        msg: 'This browser’s push service is not supported.',
        data: null,
        traceId: 'test',
      }),
    );
    await render('granted');
    await click('Turn on for this device');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'Please use another browser, such as Chrome, Edge, Firefox or Safari.',
    );
  });
});

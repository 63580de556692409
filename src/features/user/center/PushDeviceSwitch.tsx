import { useEffect, useState } from 'react';
import { refusalOf } from '@/client/refusal';
import { pushEndpoints } from '@/contract/push';
import type { NotifyPermission } from '@/client/system-notify';
import type { NotificationSettingsT } from '@/features/user/center/messages';
import {
  pushDeviceState,
  turnOffPush,
  turnOnPush,
  type PushDeviceState,
} from '@/features/user/center/push-device';

/**
 * "On this device with the site closed" in the user centre's Notifications (issue 17, item 4):
 * what this browser does now, and the button that turns Web Push on (asking for the permission
 * first, from the click) or off. A failure says so and offers Retry; a browser whose push
 * service the exchange does not send to is told to use another browser. Nothing is rendered on
 * the server: only the browser knows its subscription.
 */
interface PushDeviceSwitchProps {
  t: NotificationSettingsT;
  lang: string;
  permission: NotifyPermission | null;
  requestPermission: () => Promise<NotifyPermission>;
}

type Work = 'idle' | 'working' | 'failed' | 'refused';

export default function PushDeviceSwitch({
  t,
  lang,
  permission,
  requestPermission,
}: PushDeviceSwitchProps) {
  const [device, setDevice] = useState<PushDeviceState | null>(null);
  const [work, setWork] = useState<Work>('idle');
  const [last, setLast] = useState<'on' | 'off'>('on');

  useEffect(() => {
    pushDeviceState(lang).then(setDevice, () => setDevice('off'));
  }, [lang]);

  const run = async (action: 'on' | 'off') => {
    if (work === 'working') return;
    setLast(action);
    if (action === 'on' && (await requestPermission()) !== 'granted') return;
    setWork('working');
    try {
      if (action === 'on') await turnOnPush();
      else await turnOffPush();
      setDevice(action);
      setWork('idle');
    } catch (error) {
      setWork(
        refusalOf(pushEndpoints.pushSubscribe, error)?.name === 'pushServiceUnknown'
          ? 'refused'
          : 'failed',
      );
    }
  };

  if (device === null) return null;
  const busy = work === 'working';
  return (
    <div className="uc-notify-device" data-testid="uc-push-device" data-state={device}>
      <p className="uc-label">{t('userCenter.notify.device.title')}</p>
      <p className="uc-text">{t(`userCenter.notify.device.${device}`)}</p>
      {device !== 'unsupported' && !(device === 'off' && permission === 'denied') && (
        <div className="uc-notify-actions">
          <button
            type="button"
            className="secondary-button"
            aria-disabled={busy}
            onClick={() => void run(device === 'on' ? 'off' : 'on')}
          >
            {t(
              busy
                ? 'userCenter.notify.device.working'
                : device === 'on'
                  ? 'userCenter.notify.device.turnOff'
                  : 'userCenter.notify.device.turnOn',
            )}
          </button>
        </div>
      )}
      {work === 'refused' && (
        <p className="uc-error" role="alert">
          {t('userCenter.notify.device.unknownService')}
        </p>
      )}
      {work === 'failed' && (
        <div className="uc-notify-actions">
          <p className="uc-error" role="alert">
            {t(
              last === 'on'
                ? 'userCenter.notify.device.onFailed'
                : 'userCenter.notify.device.offFailed',
            )}
          </p>
          <button type="button" className="secondary-button" onClick={() => void run(last)}>
            {t('userCenter.retry')}
          </button>
        </div>
      )}
    </div>
  );
}

import { useEffect, useId, useMemo, useState, type SubmitEvent } from 'react';
import { rememberNotifySettings } from '@/client/system-notify';
import { useNotifyPermission } from '@/components/use-notify-permission';
import {
  ORDER_MESSAGE_EVENTS,
  type NotificationChoice,
  type NotificationSettings,
  type OrderMessageEvent,
} from '@/contract/user-notifications';
import { createIslandTranslator } from '@/i18n/island-t';
import type { NotificationSettingsMessages } from '@/features/user/center/messages';
import PushDeviceSwitch from '@/features/user/center/PushDeviceSwitch';
import {
  loadNotificationSettings,
  saveNotificationSettings,
} from '@/features/user/center/notification-settings-api';

/**
 * The user centre's Notifications section (issue 12): the browser's permission in words (not
 * asked yet, on, blocked with what to do, or not available) with the button that asks for it
 * (from the click only), and for each kind of order event a tick for a system notification and
 * one for a sound, saved with the exchange. The server hands the saved choices in; if it could
 * not, they are loaded here (with Retry). A failed save keeps the ticks and offers Retry. A
 * saved choice applies at once to the bell in this tab (`rememberNotifySettings`), and to the
 * pushes this browser gets with the site closed, which `PushDeviceSwitch` turns on and off.
 */
interface NotificationSettingsIslandProps {
  messages: NotificationSettingsMessages;
  /** The saved choices, or null when the server could not load them. */
  initial: NotificationSettings | null;
  /** The page's language: the one this browser's pushes are written in. */
  locale: string;
}

type Load = 'loading' | 'failed' | 'ready';
type Save = 'idle' | 'saving' | 'saved' | 'failed';

const COLUMNS = ['system', 'sound'] as const satisfies readonly (keyof NotificationChoice)[];

export default function NotificationSettingsIsland(props: NotificationSettingsIslandProps) {
  const t = useMemo(() => createIslandTranslator(props.messages), [props.messages]);
  const id = useId();
  const [settings, setSettings] = useState(props.initial);
  const [load, setLoad] = useState<Load>(props.initial ? 'ready' : 'loading');
  const [save, setSave] = useState<Save>('idle');
  const [permission, requestPermission] = useNotifyPermission();

  const fetchSettings = () => {
    setLoad('loading');
    loadNotificationSettings().then(
      (loaded) => {
        setSettings(loaded);
        setLoad('ready');
      },
      () => setLoad('failed'),
    );
  };
  useEffect(() => {
    if (!props.initial) fetchSettings();
    // Only when mounted without the server's answer.
  }, []);

  const toggle = (event: OrderMessageEvent, column: keyof NotificationChoice) => {
    setSettings((current) =>
      current
        ? { ...current, [event]: { ...current[event], [column]: !current[event][column] } }
        : current,
    );
    setSave('idle');
  };

  const submit = async (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!settings || save === 'saving') return;
    setSave('saving');
    try {
      const saved = await saveNotificationSettings(settings);
      rememberNotifySettings(saved);
      setSettings(saved);
      setSave('saved');
    } catch {
      // The ticks stay as the user left them.
      setSave('failed');
    }
  };

  return (
    <section
      className="uc-card uc-wide"
      aria-labelledby={`${id}-title`}
      data-testid="uc-notifications"
    >
      <h2 id={`${id}-title`} className="uc-card-title">
        {t('userCenter.notify.title')}
      </h2>
      <p className="uc-text">{t('userCenter.notify.intro')}</p>
      {permission && (
        <div className="uc-notify-permission" data-testid="uc-notify-permission">
          <p className={permission === 'denied' ? 'uc-note' : 'uc-text'} data-state={permission}>
            {t(`userCenter.notify.permission.${permission}`)}
          </p>
          {permission === 'default' && (
            <button
              type="button"
              className="secondary-button"
              onClick={() => void requestPermission()}
            >
              {t('userCenter.notify.enable')}
            </button>
          )}
        </div>
      )}
      <PushDeviceSwitch
        t={t}
        lang={props.locale}
        permission={permission}
        requestPermission={requestPermission}
      />
      {load === 'loading' && (
        <p className="uc-hint" role="status">
          {t('userCenter.notify.loading')}
        </p>
      )}
      {load === 'failed' && (
        <div className="uc-notify-actions">
          <p className="uc-error" role="alert">
            {t('userCenter.notify.loadFailed')}
          </p>
          <button type="button" className="secondary-button" onClick={fetchSettings}>
            {t('userCenter.retry')}
          </button>
        </div>
      )}
      {settings && load === 'ready' && (
        <form className="uc-notify-form" onSubmit={(event) => void submit(event)}>
          <fieldset>
            <legend className="uc-label">{t('userCenter.notify.choices')}</legend>
            <table className="uc-notify-table">
              <thead>
                <tr>
                  <th scope="col">{t('userCenter.notify.event')}</th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" id={`${id}-${column}`}>
                      {t(`userCenter.notify.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ORDER_MESSAGE_EVENTS.map((event) => (
                  <tr key={event}>
                    <th scope="row" id={`${id}-${event}`}>
                      {t(`userCenter.notify.kind.${event}`)}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column}>
                        <input
                          type="checkbox"
                          checked={settings[event][column]}
                          onChange={() => toggle(event, column)}
                          aria-labelledby={`${id}-${event} ${id}-${column}`}
                          data-testid={`uc-notify-${event}-${column}`}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
          <div className="uc-notify-actions">
            <button type="submit" className="primary-button" aria-disabled={save === 'saving'}>
              {t(save === 'saving' ? 'userCenter.notify.saving' : 'userCenter.notify.save')}
            </button>
            <p className="uc-text" role="status">
              {save === 'saved' ? t('userCenter.notify.saved') : ''}
            </p>
          </div>
          {save === 'failed' && (
            <div className="uc-notify-actions">
              <p className="uc-error" role="alert">
                {t('userCenter.notify.saveFailed')}
              </p>
              <button type="button" className="secondary-button" onClick={() => void submit()}>
                {t('userCenter.retry')}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}

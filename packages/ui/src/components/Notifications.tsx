import { NOTIFICATION_KIND } from '@agency/core';
import { useEffect } from 'react';
import { useDispatch, useIntl, useStore, useTimers } from '../provider/hooks';
import { selectNotification } from '../provider/selectors';
import { Icon } from './Icon';

/**
 * The notification area: the current notification shown as error / warn / else (alert for
 * errors, status otherwise), a close button, and closing by itself after its duration.
 */
export function Notifications() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const timers = useTimers();
  const notification = useStore(selectNotification);
  useEffect(() => {
    if (notification === null) return;
    const handle = timers.setTimeout(
      () => dispatch({ type: 'notification/closed' }),
      notification.duration,
    );
    return () => timers.clearTimeout(handle);
  }, [notification, timers, dispatch]);
  if (notification === null) return <div className="notifications" />;
  const kind = NOTIFICATION_KIND[notification.type];
  const text =
    notification.text ??
    (notification.messageId === null ? '' : intl.formatMessage({ id: notification.messageId }));
  return (
    <div className="notifications">
      <div className="notification" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
        <p className="notification__text">{text}</p>
        <button
          type="button"
          className="notification__close"
          aria-label={intl.formatMessage({ id: 'notification.close' })}
          onClick={() => dispatch({ type: 'notification/closed' })}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </div>
  );
}

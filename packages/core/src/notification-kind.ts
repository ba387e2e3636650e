/** A notification's type: danger, warning or other (R4.8). */
export type NotificationType = 'danger' | 'warning' | 'other';

/** How each notification type is shown: danger as error, warning as warn, other as else (R4.8). */
export const NOTIFICATION_KIND = {
  danger: 'error',
  warning: 'warn',
  other: 'else',
} as const satisfies Record<NotificationType, string>;

/** The shown kind of a notification: 'error', 'warn' or 'else'. */
export type NotificationKind = (typeof NOTIFICATION_KIND)[NotificationType];

import { useAdminText } from '../i18n/admin-intl';

/** Formats an ISO instant for the back office (UTC, so the server and the browser agree). */
export function useFormatDate(): (iso: string) => string {
  const { intl } = useAdminText();
  return (iso) =>
    Number.isNaN(Date.parse(iso))
      ? iso
      : intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

import { useIntl } from '../../provider/hooks';

/** A form's submit button: disabled and saying 'Please wait…' while the call is pending. */
export function SubmitButton({
  pending,
  label,
}: {
  readonly pending: boolean;
  readonly label: string;
}) {
  const intl = useIntl();
  return (
    <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
      {pending ? intl.formatMessage({ id: 'auth.pending' }) : label}
    </button>
  );
}

import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { useIsBrowser } from '../../provider/use-is-browser';
import { PostForm } from '../PostForm';

/** The words of a record form's buttons. */
export interface RecordFormTexts {
  readonly save: string;
  readonly saving: string;
  readonly cancel: string;
}

/** Props of `RecordForm`: what an area's form shows around its fields, and the form's state. */
export interface RecordFormProps {
  readonly form: {
    readonly frame: RefObject<HTMLElement | null>;
    readonly pending: boolean;
    readonly submit: (event: FormEvent) => Promise<void>;
  };
  /** The block class (`pin-form`); the buttons are in `<block>__actions`. */
  readonly className: string;
  /** What the heading names: the form itself, or a region around it (the back office's). */
  readonly landmark: 'form' | 'region';
  readonly heading: ReactNode;
  /** The form's name in the host's table of form posts (a form that works without JavaScript). */
  readonly formName?: string;
  /** The edited record's id, posted in a hidden field. */
  readonly recordId?: string;
  /** The problems of the whole form by a name of each, already worded (null: not shown); each is an alert. */
  readonly alerts: Readonly<Record<string, ReactNode>>;
  readonly alertClass: string;
  /** Where the alerts stand: above the fields or under them. */
  readonly alertsAt: 'start' | 'end';
  readonly texts: RecordFormTexts;
  readonly onCancel: () => void;
  /** Where cancel leads without JavaScript (a link then); absent: the form needs JavaScript. */
  readonly cancelHref?: string;
  readonly children: ReactNode;
}

/**
 * The one create/edit form of the account and the back office: heading, the area's fields, the
 * form's alerts, save and cancel. The area's `useRecordForm` state drives it.
 */
export function RecordForm(props: RecordFormProps) {
  const { form, className, landmark, heading, texts } = props;
  const headingId = useId();
  const browser = useIsBrowser();
  const alerts = Object.entries(props.alerts).map(([name, alert]) =>
    alert === null || alert === undefined ? null : (
      <p key={name} className={props.alertClass} role="alert">
        {alert}
      </p>
    ),
  );
  const title = <h2 id={headingId}>{heading}</h2>;
  const body = (
    <>
      {landmark === 'form' ? title : null}
      {props.recordId === undefined ? null : (
        <input type="hidden" name="id" value={props.recordId} />
      )}
      {props.alertsAt === 'start' ? alerts : null}
      {props.children}
      {props.alertsAt === 'end' ? alerts : null}
      <div className={`${className}__actions`}>
        <button
          type="submit"
          className="button button--primary"
          disabled={form.pending}
          aria-busy={form.pending}
        >
          {form.pending ? texts.saving : texts.save}
        </button>
        {browser || props.cancelHref === undefined ? (
          <button type="button" className="button" onClick={props.onCancel}>
            {texts.cancel}
          </button>
        ) : (
          <a className="button" href={props.cancelHref}>
            {texts.cancel}
          </a>
        )}
      </div>
    </>
  );
  if (landmark === 'form') {
    return (
      <PostForm
        ref={form.frame as RefObject<HTMLFormElement | null>}
        formName={props.formName}
        className={className}
        aria-labelledby={headingId}
        noValidate
        onSubmit={form.submit}
      >
        {body}
      </PostForm>
    );
  }
  return (
    <section ref={form.frame} className={className} aria-labelledby={headingId}>
      {title}
      <PostForm formName={props.formName} noValidate onSubmit={form.submit}>
        {body}
      </PostForm>
    </section>
  );
}

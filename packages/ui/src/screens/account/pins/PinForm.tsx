import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useDispatch } from '../../../provider/hooks';
import { usePageLocation } from '../../../provider/page-location';
import { usePostedForm } from '../../../provider/posted-form';
import { useIsBrowser } from '../../../provider/use-is-browser';
import type { WebOperationPayload } from '../../../provider/web-api';
import type { PinController } from '../kind-routes';
import type { PinRecord } from '../page-data';
import { type FieldProblems, payloadField, serverFieldProblems } from '../problems';
import { hasFieldErrors, useAccountCall } from '../use-account-call';
import { useText } from '../use-text';
import { FormField } from './FormField';
import { HoursField } from './HoursField';
import type { FormValues, PinKindSpec } from './kind-spec';
import { PIN_CREATE_FORM, PIN_UPDATE_FORM, pinFormPayload, pinFormUrl } from './pin-form-post';

/** Props of `PinForm`: the kind, the record to edit (null for a new one) and what to do after. */
export interface PinFormProps {
  readonly spec: PinKindSpec;
  readonly item: PinRecord | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/**
 * The create/edit form of any pin kind, drawn from the kind's fields. Checks the values with the
 * kind's rules before sending; the server's field errors appear beside their fields. Without
 * JavaScript the host posts it (form-posts.ts) and renders it again with the values and problems.
 */
export function PinForm({ spec, item, onSaved, onCancel }: PinFormProps) {
  const { t } = useText();
  const dispatch = useDispatch();
  const call = useAccountCall();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const browser = useIsBrowser();
  const { path, query } = usePageLocation();
  const formName = item === null ? PIN_CREATE_FORM : PIN_UPDATE_FORM;
  // Posted without JavaScript and refused: the values sent, the kind's check or the server's problems.
  const posted = usePostedForm(formName);
  const [values, setValues] = useState<FormValues>(() => {
    const base = item === null ? spec.blank : spec.toForm(item);
    if (posted === null) return base;
    const { id: _id, ...sent } = posted.values;
    return { ...base, ...sent };
  });
  const [problems, setProblems] = useState<FieldProblems>(() => {
    if (posted?.error == null) return {};
    const own = spec.check(values);
    if (Object.keys(own).length > 0) return own;
    return serverFieldProblems(posted.error, spec.serverField ?? payloadField);
  });
  // A refusal without field errors (the record is gone, the backend failed); cleared by the next try.
  const [failure, setFailure] = useState(() =>
    posted?.error != null && !hasFieldErrors(posted.error) ? posted.error.message : null,
  );
  const [pending, setPending] = useState(false);
  const [attempted, setAttempted] = useState(0);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  useEffect(() => {
    if (attempted === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempted]);

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    const group = name.startsWith('hours.') ? `hours.${name.split('.')[1]}` : name;
    setProblems((current) => {
      if (!(name in current) && !(group in current)) return current;
      const { [name]: _field, [group]: _group, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = spec.check(values);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      setAttempted((n) => n + 1);
      return;
    }
    setPending(true);
    // A kind's item is built from form strings; the server checks it against the contract (400 with fields).
    const payload = pinFormPayload(spec, values, item);
    const outcome =
      item === null
        ? await call(
            `${spec.controller}/create`,
            payload as WebOperationPayload<`${PinController}/create`>,
            { quietFields: true },
          )
        : await call(
            `${spec.controller}/update`,
            payload as WebOperationPayload<`${PinController}/update`>,
            { quietFields: true },
          );
    setPending(false);
    if (outcome.ok) {
      dispatch({
        type: 'notification/opened',
        notification: { type: 'other', text: t('list.saved') },
      });
      onSaved();
      return;
    }
    if (hasFieldErrors(outcome.error)) {
      setProblems(serverFieldProblems(outcome.error, spec.serverField ?? payloadField));
      setAttempted((n) => n + 1);
    }
  };

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <PostForm
      ref={form}
      formName={formName}
      className="pin-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h2 id={titleId}>{item === null ? t('form.create') : t('form.edit', { name: item.name })}</h2>
      {item === null ? null : <input type="hidden" name="id" value={item.id} />}
      {hasProblems ? (
        <p className="form__message" role="alert">
          {t('form.fix')}
        </p>
      ) : null}
      {failure === null ? null : (
        <p className="form__message" role="alert">
          {t('list.failed', { reason: failure })}
        </p>
      )}
      <div className="pin-form__fields">
        {spec.fields
          // Without JavaScript a choice cannot reveal its fields: all are shown, the payload reads the chosen ones.
          .filter((field) => !browser || (field.shownWhen?.(values) ?? true))
          .map((field) =>
            field.kind === 'hours' ? (
              <HoursField key={field.name} values={values} problems={problems} onValue={setValue} />
            ) : (
              <FormField
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                problem={problems[field.name]}
                onValue={setValue}
              />
            ),
          )}
      </div>
      <div className="pin-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? t('form.saving') : t('form.save')}
        </button>
        {browser ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        ) : (
          <a className="button" href={pinFormUrl(path, query, null)}>
            {t('form.cancel')}
          </a>
        )}
      </div>
    </PostForm>
  );
}

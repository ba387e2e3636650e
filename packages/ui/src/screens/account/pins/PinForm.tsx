import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useDispatch } from '../../../provider/hooks';
import type { WebOperationPayload } from '../../../provider/web-api';
import type { PinController } from '../kind-routes';
import type { PinRecord } from '../page-data';
import { type FieldProblems, payloadField, serverFieldProblems } from '../problems';
import { hasFieldErrors, useAccountCall } from '../use-account-call';
import { useText } from '../use-text';
import { editedItem } from './edited-item';
import { FormField } from './FormField';
import { HoursField } from './HoursField';
import type { FormValues, PinKindSpec } from './kind-spec';

/** Props of `PinForm`: the kind, the record to edit (null for a new one) and what to do after. */
export interface PinFormProps {
  readonly spec: PinKindSpec;
  readonly item: PinRecord | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/**
 * The create/edit form of any pin kind, drawn from the kind's fields. Checks the values with the
 * kind's rules before sending; the server's field errors appear beside their fields.
 */
export function PinForm({ spec, item, onSaved, onCancel }: PinFormProps) {
  const { t } = useText();
  const dispatch = useDispatch();
  const call = useAccountCall();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() =>
    item === null ? spec.blank : spec.toForm(item),
  );
  const [problems, setProblems] = useState<FieldProblems>({});
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
    const found = spec.check(values);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      setAttempted((n) => n + 1);
      return;
    }
    setPending(true);
    const outcome =
      item === null
        ? await call(
            `${spec.controller}/create`,
            // A kind's item is built from form strings; the server checks it against the contract (400 with fields).
            { item: spec.toItem(values) } as WebOperationPayload<`${PinController}/create`>,
            { quietFields: true },
          )
        : await call(
            `${spec.controller}/update`,
            // As above: the changed fields of the kind's form, checked by the server.
            {
              id: item.id,
              item: editedItem(spec, item, values),
            } as WebOperationPayload<`${PinController}/update`>,
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
      className="pin-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <h2 id={titleId}>{item === null ? t('form.create') : t('form.edit', { name: item.name })}</h2>
      {hasProblems ? (
        <p className="form__message" role="alert">
          {t('form.fix')}
        </p>
      ) : null}
      <div className="pin-form__fields">
        {spec.fields
          .filter((field) => field.shownWhen?.(values) ?? true)
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
        <button type="button" className="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </PostForm>
  );
}

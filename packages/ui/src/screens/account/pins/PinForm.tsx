import { useState } from 'react';
import { FormField } from '../../../components/forms/FormField';
import type { FormValues } from '../../../components/forms/field-description';
import { RecordForm } from '../../../components/forms/RecordForm';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { usePageLocation } from '../../../provider/page-location';
import { usePostedForm } from '../../../provider/posted-form';
import { useIsBrowser } from '../../../provider/use-is-browser';
import type { WebOperationPayload } from '../../../provider/web-api';
import { GoogleChanges } from '../google/GoogleChanges';
import type { PinController } from '../kind-routes';
import type { PinRecord } from '../page-data';
import { type Problem, payloadField, serverFieldProblems } from '../problems';
import { hasFieldErrors, useAccountCall } from '../use-account-call';
import { useAccountFieldArea } from '../use-account-field-area';
import { useAccountPage } from '../use-account-page';
import { useText } from '../use-text';
import { HoursField } from './HoursField';
import type { PinKindSpec } from './kind-spec';
import { PIN_CREATE_FORM, PIN_UPDATE_FORM, pinFormPayload, pinFormUrl } from './pin-form-post';
import { SpecialHoursField } from './SpecialHoursField';
import { SPECIAL_HOURS, SPECIAL_PROBLEM_KEYS } from './special-hours';

/** Props of `PinForm`: the kind, the record to edit (null for a new one) and what to do after. */
export interface PinFormProps {
  readonly spec: PinKindSpec;
  readonly item: PinRecord | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
  /** The record changed while the form is open (a decision on Google's changes): the list may refresh. */
  readonly onStored?: (item: PinRecord) => void;
}

// A change of one day's hours also clears the problem of that day (`hours.<day>.…` names); a
// change of the special hours clears the problems of each of its lines.
const clearsOf = (name: string) =>
  name.startsWith('hours.')
    ? [name, `hours.${name.split('.')[1]}`]
    : name === SPECIAL_HOURS
      ? SPECIAL_PROBLEM_KEYS
      : [name];

/**
 * The create/edit form of any pin kind, drawn from the kind's fields. Checks the values with the
 * kind's rules before sending; the server's field errors appear beside their fields. Without
 * JavaScript the host posts it (form-posts.ts) and renders it again with the values and problems.
 */
export function PinForm({ spec, item, onSaved, onCancel, onStored }: PinFormProps) {
  const { t } = useText();
  const area = useAccountFieldArea();
  const { can } = useAccountPage();
  // The record as stored: the item opened, or as a decision on Google's changes answered it.
  const [stored, setStored] = useState(item);
  const call = useAccountCall();
  const browser = useIsBrowser();
  const { path, query } = usePageLocation();
  const formName = item === null ? PIN_CREATE_FORM : PIN_UPDATE_FORM;
  const toField = spec.serverField ?? payloadField;
  // Posted without JavaScript and refused: the values sent, the kind's check or the server's problems.
  const posted = usePostedForm(formName);
  // The form's own problem is the reason of a refusal without field errors (the record is gone, the backend failed).
  const form = useRecordForm<FormValues<string>, Problem, string>({
    initial: () => {
      const base = item === null ? spec.blank : spec.toForm(item);
      if (posted === null) return base;
      const { id: _id, ...sent } = posted.values;
      return { ...base, ...sent };
    },
    refused: (values) => {
      if (posted?.error == null) return null;
      const own = spec.check(values);
      return {
        fields: Object.keys(own).length > 0 ? own : serverFieldProblems(posted.error, toField),
        form: hasFieldErrors(posted.error) ? null : posted.error.message,
      };
    },
    check: spec.check,
    invalid: null,
    send: async (values) => {
      // A kind's item is built from form strings; the server checks it against the contract (400 with fields).
      const payload = pinFormPayload(spec, values, stored);
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
      if (outcome.ok) return { saved: undefined };
      // Other refusals were notified by the call.
      const fields = hasFieldErrors(outcome.error)
        ? serverFieldProblems(outcome.error, toField)
        : {};
      return { fields, form: null };
    },
    savedText: t('list.saved'),
    onSaved,
    clears: clearsOf,
  });
  const { values, problems, setValue } = form;
  // Google's value accepted: the form shows it (every key of the field: `hours.<day>`, special hours' rows).
  const resolved = (next: PinRecord, field: string, decision: 'accept' | 'overwrite') => {
    setStored(next);
    onStored?.(next);
    if (decision !== 'accept') return;
    for (const [key, value] of Object.entries(spec.toForm(next)))
      if (key === field || key.startsWith(`${field}.`)) setValue(key, value);
  };

  return (
    <RecordForm
      form={form}
      className="pin-form"
      landmark="form"
      heading={item === null ? t('form.create') : t('form.edit', { name: item.name })}
      formName={formName}
      {...(item === null ? {} : { recordId: item.id })}
      alerts={{
        fix: Object.keys(problems).length > 0 ? t('form.fix') : null,
        failed: form.formProblem === null ? null : t('list.failed', { reason: form.formProblem }),
      }}
      alertClass="form__message"
      alertsAt="start"
      texts={{ save: t('form.save'), saving: t('form.saving'), cancel: t('form.cancel') }}
      onCancel={onCancel}
      cancelHref={pinFormUrl(path, query, null)}
    >
      {spec.googleLinked === true && stored !== null ? (
        <GoogleChanges
          item={stored}
          canResolve={can(`${spec.controller}/resolveGoogle`)}
          onResolved={resolved}
        />
      ) : null}
      <div className="pin-form__fields">
        {spec.fields
          // Without JavaScript a choice cannot reveal its fields: all are shown, the payload reads the chosen ones.
          .filter((field) => !browser || (field.shownWhen?.(values) ?? true))
          // A read-only value (Google's place id) shows only when there is one.
          .filter((field) => field.readOnly !== true || (values[field.name] ?? '') !== '')
          .map((field) =>
            field.kind === 'hours' ? (
              <HoursField key={field.name} values={values} problems={problems} onValue={setValue} />
            ) : field.kind === 'specialHours' ? (
              <SpecialHoursField
                key={field.name}
                values={values}
                problems={problems}
                onValue={setValue}
              />
            ) : (
              <FormField
                area={area}
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                problem={problems[field.name]}
                onValue={setValue}
              />
            ),
          )}
      </div>
    </RecordForm>
  );
}

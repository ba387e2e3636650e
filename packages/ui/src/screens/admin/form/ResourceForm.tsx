import { RecordForm } from '../../../components/forms/RecordForm';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { useApi } from '../../../provider/hooks';
import type { WebOperationPayload } from '../../../provider/web-api';
import { type AdminText, useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';
import {
  checkValues,
  type FormMode,
  formFields,
  itemFromValues,
  valuesFromRecord,
} from '../resources/form-values';
import type {
  AdminController,
  AdminRecord,
  FieldProblem,
  FormValues,
  ResourceDescription,
  ResourceField,
} from '../resources/resource';
import { ContentPreview } from './ContentPreview';
import { FormField } from './FormField';
import { fieldChoices, optionControllers } from './field-choices';
import { ProblemText } from './ProblemText';
import { type FormProblem, serverProblems } from './server-problems';
import { type RecordList, useRecordLists } from './use-record-lists';

// The form shows field errors beside its fields: no notification repeats them.
const INLINE = { fieldsInline: true } as const;

/** Props of `ResourceForm`: the resource, the record to edit (null: a new one), what to do after. */
export interface ResourceFormProps {
  readonly resource: ResourceDescription;
  readonly record: AdminRecord | null;
  /** Called after a save (true) or on cancel (false). */
  /** After the form: whether it saved, and the record as the server answered it. */
  readonly onDone: (saved: boolean, record?: AdminRecord) => void;
}

function groupsOf(fields: readonly ResourceField[]) {
  const groups: { group: AdminMessageKey | null; fields: ResourceField[] }[] = [];
  for (const field of fields) {
    const group = field.group ?? null;
    const last = groups[groups.length - 1];
    if (last !== undefined && last.group === group) last.fields.push(field);
    else groups.push({ group, fields: [field] });
  }
  return groups;
}

// A choice that depends on another field (a subaction of the chosen controller) is cleared once
// that field changes and the choice no longer fits.
function dropStaleChoices(
  fields: readonly ResourceField[],
  values: FormValues,
  lists: Readonly<Record<string, RecordList>>,
  t: AdminText,
): FormValues {
  const next: Record<string, string | readonly string[]> = { ...values };
  for (const field of fields) {
    if (field.options?.kind !== 'records' || field.options.when === undefined) continue;
    const choices = fieldChoices(field, next, lists, t);
    const value = next[field.name];
    if (!Array.isArray(choices) || typeof value !== 'string' || value === '') continue;
    if (!choices.some((choice) => choice.value === value)) next[field.name] = '';
  }
  return next;
}

/**
 * The create/edit form of any resource, drawn from its description: client rules first (core's
 * admin rules), then `<Controller>/create` or `/update`; the server's field errors show beside
 * their fields.
 */
export function ResourceForm({ resource, record, onDone }: ResourceFormProps) {
  const { t } = useAdminText();
  const api = useApi();
  const mode: FormMode = record === null ? 'create' : 'edit';
  const fields = formFields(resource, mode);
  const lists = useRecordLists(optionControllers(fields));
  const form = useRecordForm<FormValues, FieldProblem, FormProblem, AdminRecord | undefined>({
    initial: () => valuesFromRecord(resource, record, mode),
    check: (values) => checkValues(resource, values, mode),
    invalid: { key: 'form.failed' },
    send: async (values) => {
      try {
        const item = itemFromValues(resource, values, mode);
        // The item is built from the form's strings; the server checks it against the contract (400 with fields).
        const answer =
          record === null
            ? await api.call(
                `${resource.controller}/create`,
                { item } as WebOperationPayload<`${AdminController}/create`>,
                INLINE,
              )
            : await api.call(
                `${resource.controller}/update`,
                { id: record.id, item } as WebOperationPayload<`${AdminController}/update`>,
                INLINE,
              );
        const saved = (answer as { data?: { item?: unknown } } | undefined)?.data?.item;
        return {
          saved: typeof saved === 'object' && saved !== null ? (saved as AdminRecord) : undefined,
        };
      } catch (error) {
        return serverProblems(
          error,
          fields.map((field) => field.name),
        );
      }
    },
    savedText: t('form.saved'),
    onSaved: (saved) => onDone(true, saved),
    adjust: (values) => dropStaleChoices(fields, values, lists, t),
  });
  const { values, problems, setValue } = form;

  const renderField = (field: ResourceField) => {
    const hint = mode === 'edit' && field.editHint !== undefined ? t(field.editHint) : undefined;
    const value = values[field.name] ?? '';
    const control = (
      <FormField
        key={field.name}
        field={field}
        value={value}
        onValue={(next) => setValue(field.name, next)}
        choices={fieldChoices(field, values, lists, t)}
        problem={problems[field.name] ?? null}
        {...(hint === undefined ? {} : { hint })}
      />
    );
    if (field.preview === undefined) return control;
    return (
      <div key={field.name} className="admin-form__previewed">
        {control}
        <ContentPreview
          source={typeof value === 'string' ? value : ''}
          label={t(field.label)}
          route={typeof values.route === 'string' ? values.route : ''}
          lang={field.preview.lang}
        />
      </div>
    );
  };

  return (
    <RecordForm
      form={form}
      className="admin-form"
      landmark="region"
      heading={
        record === null
          ? t('form.createTitle', { resource: t(resource.singular) })
          : t('form.editTitle', { name: resource.label(record) })
      }
      alerts={{
        problem: form.formProblem === null ? null : <ProblemText problem={form.formProblem} />,
      }}
      alertClass="admin-form__problem"
      alertsAt="end"
      texts={{ save: t('form.save'), saving: t('form.saving'), cancel: t('form.cancel') }}
      onCancel={() => onDone(false)}
    >
      {groupsOf(fields).map(({ group, fields: members }) =>
        group === null ? (
          members.map(renderField)
        ) : (
          <fieldset key={`${group}-${members[0]?.name}`} className="admin-form__group">
            <legend>{t(group)}</legend>
            {members.map(renderField)}
          </fieldset>
        ),
      )}
    </RecordForm>
  );
}

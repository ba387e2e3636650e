import { FormField } from '../../../components/forms/FormField';
import {
  type FormMode,
  type FormValue,
  type FormValues,
  formFields,
} from '../../../components/forms/field-description';
import { RecordForm } from '../../../components/forms/RecordForm';
import { valuesFromRecord } from '../../../components/forms/record-values';
import { useRecordForm } from '../../../components/forms/use-record-form';
import { useApi } from '../../../provider/hooks';
import type { WebOperationPayload } from '../../../provider/web-api';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';
import type {
  AdminController,
  AdminRecord,
  FieldProblem,
  ResourceDescription,
  ResourceField,
} from '../resources/resource';
import { checkResource, resourceItem } from '../resources/resource-values';
import { ContentPreview } from './ContentPreview';
import { fieldChoices, optionControllers } from './field-choices';
import { ProblemText } from './ProblemText';
import { type FormProblem, serverProblems } from './server-problems';
import { useAdminFieldArea } from './use-admin-field-area';
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
): FormValues {
  const next: Record<string, FormValue> = { ...values };
  for (const field of fields) {
    if (field.options?.kind !== 'records' || field.options.when === undefined) continue;
    const choices = fieldChoices(field, next, lists);
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
  const area = useAdminFieldArea();
  const fields = formFields(resource.fields, mode);
  const lists = useRecordLists(optionControllers(fields));
  const form = useRecordForm<FormValues, FieldProblem, FormProblem, AdminRecord | undefined>({
    initial: () => valuesFromRecord(resource.fields, record, mode),
    check: (values) => checkResource(resource, values, mode),
    invalid: { key: 'form.failed' },
    send: async (values) => {
      try {
        const item = resourceItem(resource, values, mode);
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
    adjust: (values) => dropStaleChoices(fields, values, lists),
  });
  const { values, problems, setValue } = form;

  const renderField = (field: ResourceField) => {
    const value = values[field.name] ?? '';
    const choices = fieldChoices(field, values, lists);
    const control = (
      <FormField
        key={field.name}
        area={area}
        field={field}
        value={value}
        onValue={setValue}
        onChoices={setValue}
        {...(choices === undefined ? {} : { choices })}
        problem={problems[field.name] ?? null}
        mode={mode}
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

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PostForm } from '../../../components/PostForm';
import { useApi, useDispatch } from '../../../provider/hooks';
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
  FieldProblems,
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

/** Props of `ResourceForm`: the resource, the record to edit (null: a new one), what to do after. */
export interface ResourceFormProps {
  readonly resource: ResourceDescription;
  readonly record: AdminRecord | null;
  /** Called after a save (true) or on cancel (false). */
  readonly onDone: (saved: boolean) => void;
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
  const dispatch = useDispatch();
  const headingId = useId();
  const mode: FormMode = record === null ? 'create' : 'edit';
  const fields = formFields(resource, mode);
  const [values, setValues] = useState<FormValues>(() => valuesFromRecord(resource, record, mode));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);
  const lists = useRecordLists(optionControllers(fields));
  const section = useRef<HTMLElement>(null);
  // Opening the form takes the keyboard to its first field, where the person continues.
  useEffect(() => {
    section.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  // After a refused save the keyboard goes to the first field marked invalid.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const setValue = (name: string, value: string | readonly string[]) => {
    setValues((current) => dropStaleChoices(fields, { ...current, [name]: value }, lists, t));
    setProblems((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkValues(resource, values, mode);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFormProblem({ key: 'form.failed' });
      setRefusals((count) => count + 1);
      return;
    }
    setFormProblem(null);
    setPending(true);
    try {
      const item = itemFromValues(resource, values, mode);
      // The item is built from the form's strings; the server checks it against the contract (400 with fields).
      if (record === null) {
        await api.call(`${resource.controller}/create`, {
          item,
        } as WebOperationPayload<`${AdminController}/create`>);
      } else {
        await api.call(`${resource.controller}/update`, {
          id: record.id,
          item,
        } as WebOperationPayload<`${AdminController}/update`>);
      }
      dispatch({
        type: 'notification/opened',
        notification: { type: 'other', text: t('form.saved') },
      });
      onDone(true);
    } catch (error) {
      const read = serverProblems(
        error,
        fields.map((field) => field.name),
      );
      setProblems(read.fields);
      setFormProblem(read.form);
      setRefusals((count) => count + 1);
    } finally {
      setPending(false);
    }
  };

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
    if (field.preview !== true) return control;
    return (
      <div key={field.name} className="admin-form__previewed">
        {control}
        <ContentPreview source={typeof value === 'string' ? value : ''} label={t(field.label)} />
      </div>
    );
  };

  return (
    <section ref={section} className="admin-form" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {record === null
          ? t('form.createTitle', { resource: t(resource.singular) })
          : t('form.editTitle', { name: resource.label(record) })}
      </h2>
      <PostForm noValidate onSubmit={submit}>
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
        {formProblem === null ? null : (
          <p className="admin-form__problem" role="alert">
            <ProblemText problem={formProblem} />
          </p>
        )}
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('form.saving') : t('form.save')}
          </button>
          <button type="button" className="button" onClick={() => onDone(false)}>
            {t('form.cancel')}
          </button>
        </div>
      </PostForm>
    </section>
  );
}

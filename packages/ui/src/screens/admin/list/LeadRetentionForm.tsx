import { adminCan } from '@agency/core/admin';
import { checkLeadRetention, LEAD_RETENTION_MAX_DAYS } from '@agency/core/forms';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { RecordField } from '../../../components/forms/RecordField';
import { useApi, useDispatch } from '../../../provider/hooks';
import { ProblemText } from '../form/ProblemText';
import { type FormProblem, serverProblems } from '../form/server-problems';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';
import type { FieldProblem } from '../resources/resource';
import { useAdminActions } from '../use-admin-page';

type Days = { readonly spamDays: string; readonly lostDays: string };
const FIELDS = ['spamDays', 'lostDays'] as const;
const LABELS: Record<(typeof FIELDS)[number], AdminMessageKey> = {
  spamDays: 'retention.spamDays',
  lostDays: 'retention.lostDays',
};

/**
 * How long suspected spam and lost leads are kept (LeadRetention/read, /update), on the clients
 * screen for whoever holds the pairs: core checkLeadRetention's bounds (1 to 3650 whole days) are
 * checked before the call, the server's field errors shown beside their fields.
 */
export function LeadRetentionForm() {
  const { t } = useAdminText();
  const api = useApi();
  const dispatch = useDispatch();
  const actions = useAdminActions();
  const headingId = useId();
  const canRead = adminCan(actions, 'LeadRetention', 'read');
  const canUpdate = adminCan(actions, 'LeadRetention', 'update');
  const [days, setDays] = useState<Days | null>(null);
  const [failed, setFailed] = useState(false);
  const [problems, setProblems] = useState<Readonly<Record<string, FieldProblem>>>({});
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!canRead) return;
    let live = true;
    api
      .call('LeadRetention/read', {})
      .then(({ data: { retention } }) => {
        if (live)
          setDays({ spamDays: String(retention.spamDays), lostDays: String(retention.lostDays) });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, canRead]);

  if (!canRead) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (days === null) return;
    const checked = checkLeadRetention(days);
    setProblems(checked);
    setFormProblem(null);
    if (Object.keys(checked).length > 0) return;
    setSaving(true);
    try {
      await api.call('LeadRetention/update', {
        retention: { spamDays: Number(days.spamDays), lostDays: Number(days.lostDays) },
      });
      dispatch({
        type: 'notification/opened',
        notification: { type: 'other', text: t('retention.saved') },
      });
    } catch (error) {
      const refused = serverProblems(
        error,
        FIELDS.map((field) => `retention.${field}`),
      );
      setProblems(
        Object.fromEntries(
          Object.entries(refused.fields).map(([path, problem]) => [
            path.replace(/^retention\./, ''),
            problem,
          ]),
        ),
      );
      setFormProblem(refused.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="admin-retention" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('retention.title')}</h2>
      <p className="admin-lead">{t('retention.lead', { max: LEAD_RETENTION_MAX_DAYS })}</p>
      {failed ? <p className="admin-status">{t('retention.loadFailed')}</p> : null}
      {days === null ? null : (
        <form className="admin-retention__form" onSubmit={submit} noValidate>
          {FIELDS.map((field) => {
            const problem = problems[field];
            return (
              <RecordField
                key={field}
                kind="count"
                name={field}
                label={t(LABELS[field])}
                problem={problem === undefined ? null : <ProblemText problem={problem} />}
                value={days[field]}
                onValue={(value) => setDays({ ...days, [field]: value })}
                attributes={{ readOnly: !canUpdate, min: 1, max: LEAD_RETENTION_MAX_DAYS }}
              />
            );
          })}
          {formProblem === null ? null : (
            <p className="admin-status" role="alert">
              <ProblemText problem={formProblem} />
            </p>
          )}
          {canUpdate ? (
            <button type="submit" className="button" disabled={saving}>
              {saving ? t('form.saving') : t('form.save')}
            </button>
          ) : null}
        </form>
      )}
    </section>
  );
}

import type { FieldFormat, FieldRuleProblem } from '@agency/core/forms';
import { useMemo } from 'react';
import type { FieldArea } from '../../../components/forms/FormField';
import type { FieldKind } from '../../../components/forms/field-description';
import type { ProblemValues } from '../../../components/forms/form-problem';
import { useIntl } from '../../../provider/hooks';
import { useAdminText } from '../i18n/admin-intl';
import type { AdminMessageKey } from '../i18n/en';

const ADMIN_FORMAT_KEYS: Partial<Record<FieldFormat, AdminMessageKey>> = {
  email: 'problem.email',
  phone: 'problem.phone',
  url: 'problem.url',
  number: 'problem.number',
  integer: 'problem.integer',
  roleName: 'problem.roleName',
  controllerName: 'problem.controllerName',
  subactionName: 'problem.subactionName',
  pageRoute: 'problem.pageRoute',
  unprefixedRoute: 'problem.unprefixedRoute',
};

/**
 * The back office's words for a core rule's problem. Its rules produce only the codes and formats
 * named here (range: the leads' retention days); the account's order, pair, dates and hours never
 * reach an admin form.
 */
export function adminRuleWords(
  problem: FieldRuleProblem,
): readonly [AdminMessageKey, ProblemValues] {
  switch (problem.code) {
    case 'tooLong':
      return ['problem.maxLength', { limit: problem.max }];
    case 'minLength':
      return ['problem.minLength', { limit: problem.min }];
    case 'currentPassword':
      return ['problem.currentPassword', {}];
    case 'format':
      return [ADMIN_FORMAT_KEYS[problem.format] ?? 'problem.required', {}];
    case 'range':
      return ['problem.range', { min: problem.min, max: problem.max }];
    default:
      return ['problem.required', {}];
  }
}

// A typed value is never filled in by the browser (a password least of all).
function attributes(kind: FieldKind) {
  if (kind === 'textarea') return { rows: 3 };
  if (kind === 'select' || kind === 'multiselect') return {};
  return { autoComplete: kind === 'password' ? 'new-password' : 'off' };
}

/** How the back office draws a form's fields: its words, "Choose…", and no required marks. */
export function useAdminFieldArea(): FieldArea<AdminMessageKey> {
  const { t } = useAdminText();
  const site = useIntl();
  return useMemo(
    () => ({
      t,
      rule: adminRuleWords,
      site: (id) => site.formatMessage({ id }),
      choiceTexts: { choose: t('form.choose'), loading: t('list.loading') },
      attributes,
    }),
    [t, site],
  );
}

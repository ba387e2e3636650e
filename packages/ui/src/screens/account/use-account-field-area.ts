import { useMemo } from 'react';
import type { FieldArea } from '../../components/forms/FormField';
import type { FieldKind } from '../../components/forms/field-description';
import type { AccountMessageKey } from './i18n/en';
import { accountRuleWords } from './problems';
import { useText } from './use-text';

// Lines of an address get two rows, a text four.
function attributes(kind: FieldKind) {
  if (kind === 'lines') return { rows: 2 };
  if (kind === 'textarea') return { rows: 4 };
  return {};
}

/**
 * How the account draws a form's fields: its words, required fields marked, controls named for
 * forms that work without JavaScript, and each field's kind as a modifier.
 */
export function useAccountFieldArea(): FieldArea<AccountMessageKey> {
  const { t } = useText();
  return useMemo(
    () => ({
      t,
      rule: accountRuleWords,
      required: t('form.required'),
      named: true,
      kindModifier: true,
      attributes,
    }),
    [t],
  );
}

import type { ConfirmMessageKey } from './en';

/** Ukrainian words of the confirmation dialog (site catalog keys, loaded with its code). */
export const ua: Record<ConfirmMessageKey, string> = {
  'confirm.header': 'Підтвердження',
  'confirm.message': 'Ви впевнені, що хочете продовжити?',
  'confirm.accept': 'Так',
  'confirm.reject': 'Ні',
  'confirm.close': 'Закрити',
};

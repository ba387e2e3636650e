import type { ConfirmMessageKey } from './en';

/** Russian words of the confirmation dialog (site catalog keys, loaded with its code). */
export const ru: Record<ConfirmMessageKey, string> = {
  'confirm.header': 'Подтверждение',
  'confirm.message': 'Вы уверены, что хотите продолжить?',
  'confirm.accept': 'Да',
  'confirm.reject': 'Нет',
  'confirm.close': 'Закрыть',
};

import type { ConfirmMessageKey } from './en';

/** Spanish words of the confirmation dialog (site catalog keys, loaded with its code). */
export const es: Record<ConfirmMessageKey, string> = {
  'confirm.header': 'Confirmar',
  'confirm.message': '¿Está seguro de que desea continuar?',
  'confirm.accept': 'Sí',
  'confirm.reject': 'No',
  'confirm.close': 'Cerrar',
};

/** English words of the confirmation dialog: keys of the site catalog loaded with the dialog's code, the key set every other language must match. */
export const en = {
  'confirm.header': 'Confirm',
  'confirm.message': 'Are you sure you want to proceed?',
  'confirm.accept': 'Yes',
  'confirm.reject': 'No',
  'confirm.close': 'Close',
};

/** A key of the confirmation dialog's words. */
export type ConfirmMessageKey = keyof typeof en;

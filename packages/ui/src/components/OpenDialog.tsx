import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useDispatch, useIntl } from '../provider/hooks';
import { cycleTab, FOCUSABLE } from './cycle-tab';
import { Icon } from './Icon';

export { loadConfirmMessages } from './confirm/i18n/load-confirm-messages';

/** The open confirmation dialog (ConfirmDialog draws it; its code loads with the first confirmation asked). */
export function OpenDialog({
  text,
  focus,
}: {
  readonly text: string | undefined;
  readonly focus: 'accept' | 'reject';
}) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  const reject = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement;
    (focus === 'reject' ? reject : accept).current?.focus();
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [focus]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'confirmation/closed' });
      return;
    }
    if (dialog.current !== null)
      cycleTab(event, [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)]);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only backdrop; Escape is its keyboard equivalent
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape on the dialog is the keyboard equivalent
    <div
      className="confirm-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) dispatch({ type: 'confirmation/hidden' });
      }}
    >
      <div
        ref={dialog}
        className="confirm-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <div className="confirm-dialog__header">
          <h2 id={titleId}>{intl.formatMessage({ id: 'confirm.header' })}</h2>
          <button
            type="button"
            className="confirm-dialog__close"
            aria-label={intl.formatMessage({ id: 'confirm.close' })}
            onClick={() => dispatch({ type: 'confirmation/closed' })}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        <p id={textId}>{text ?? intl.formatMessage({ id: 'confirm.message' })}</p>
        <div className="confirm-dialog__actions">
          <button
            ref={reject}
            type="button"
            className="button"
            onClick={() => dispatch({ type: 'confirmation/rejected' })}
          >
            {intl.formatMessage({ id: 'confirm.reject' })}
          </button>
          <button
            ref={accept}
            type="button"
            className="button button--primary"
            onClick={() => dispatch({ type: 'confirmation/accepted' })}
          >
            {intl.formatMessage({ id: 'confirm.accept' })}
          </button>
        </div>
      </div>
    </div>
  );
}

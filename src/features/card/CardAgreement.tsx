import type { MouseEvent, RefObject } from 'react';
import { takeOverClick } from '@/components/take-over-click';
import type { CardT } from '@/features/card/messages';

interface CardAgreementProps {
  agreed: boolean;
  /** Buy was pressed without the agreement: say it is required (until it is given). */
  required: boolean;
  loggedIn: boolean;
  disclaimerHref: string;
  /** The `<dialog>` the page rendered the disclaimer into. */
  disclaimerDialogId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onAgreed: (agreed: boolean) => void;
  t: CardT;
}

/**
 * The disclaimer agreement Buy needs: the checkbox, the link that opens the disclaimer in the
 * page's dialog (a plain link to it without script), the "required" error, and for a visitor
 * the note that Buy goes through the login first.
 */
export function CardAgreement(props: CardAgreementProps) {
  const { agreed, t } = props;
  const showError = props.required && !agreed;

  const openDisclaimer = (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = document.getElementById(props.disclaimerDialogId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (takeOverClick(event)) dialog.showModal();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2">
          <input
            ref={props.inputRef}
            type="checkbox"
            checked={agreed}
            aria-invalid={showError ? true : undefined}
            aria-describedby={showError ? 'card-agree-error' : undefined}
            onChange={(event) => props.onAgreed(event.target.checked)}
            className="size-4"
          />
          {t('card.disclaimer.agree')}
        </label>
        <a
          href={props.disclaimerHref}
          className="text-button"
          aria-haspopup="dialog"
          onClick={openDisclaimer}
        >
          {t('card.disclaimer.read')}
        </a>
      </div>
      {showError && (
        <p id="card-agree-error" role="alert" className="text-sm text-[var(--danger-fg)]">
          {t('card.disclaimer.required')}
        </p>
      )}
      {!props.loggedIn && (
        <p className="text-sm text-[var(--fg-muted)]">{t('card.buy.loginNote')}</p>
      )}
    </div>
  );
}

import {
  requestTransfer,
  TRANSFER_REQUEST_EVENT,
  type TransferRequestDetail,
} from '@/components/transfer-request';
import { pushToast } from '@/stores/toasts';
import type { TransferMessages } from '@/features/wallet/messages';

/**
 * The dialog's code, loaded on the first request. Not through `chunk()` (`lib/load-chunk.ts`):
 * this element ships on every logged-in page, and on pages without an island the loader would
 * come with it only for this (about 600 bytes over the 11 KB those pages may weigh). The same
 * rules in a few lines instead: the spec's 120 s chunk-load timeout, the `p2p:chunk-error`
 * event analytics counts, and a failure said the shell's way, a toast with Retry (which imports
 * again; nothing was typed yet, so nothing is lost).
 */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Rejects with the import's error, or with nothing when the timeout ended the wait. */
const loadDialog = () =>
  new Promise<typeof import('@/features/wallet/mount-transfer')>((resolve, reject) => {
    // Left to run: once the import settled, a late reject changes nothing.
    setTimeout(reject, CHUNK_LOAD_TIMEOUT_MS);
    import('@/features/wallet/mount-transfer').then(resolve, reject);
  });

/**
 * `<p2p-transfer>`: rendered once per page for logged-in users, holding the dialog's messages
 * (a JSON script) and the main site's futures link. It opens the transfer dialog when a
 * `[data-transfer-open]` control is clicked (the wallet menu) or when any feature asks with
 * `requestTransfer()`. React and the dialog load on the first request only, so pages that never
 * transfer pay a few hundred bytes for this element and nothing else. Should they not load, a
 * toast says so with Retry.
 */
export class TransferHostElement extends HTMLElement {
  #onRequest = (event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as TransferRequestDetail) : {};
    void this.open(detail ?? {});
  };

  #onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const trigger = target?.closest('[data-transfer-open]');
    if (!trigger) return;
    event.preventDefault();
    requestTransfer({
      to: trigger.getAttribute('data-transfer-to') ?? undefined,
      coin: trigger.getAttribute('data-transfer-coin') ?? undefined,
    });
  };

  connectedCallback() {
    window.addEventListener(TRANSFER_REQUEST_EVENT, this.#onRequest);
    document.addEventListener('click', this.#onClick);
  }

  disconnectedCallback() {
    window.removeEventListener(TRANSFER_REQUEST_EVENT, this.#onRequest);
    document.removeEventListener('click', this.#onClick);
  }

  async open(initial: TransferRequestDetail): Promise<void> {
    const source = this.querySelector('script[type="application/json"]')?.textContent ?? '{}';
    const messages = JSON.parse(source) as TransferMessages;
    let mountTransferDialog;
    try {
      ({ mountTransferDialog } = await loadDialog());
    } catch (error) {
      dispatchEvent(
        new CustomEvent('p2p:chunk-error', {
          detail: { chunk: 'mount-transfer', timedOut: !error },
        }),
      );
      pushToast({
        kind: 'error',
        message: messages['chunk.failed'],
        // Kept until acted on: a 2 s toast would leave before Retry could be reached.
        duration: 0,
        action: { label: messages['chunk.retry'], run: () => void this.open(initial) },
      });
      return;
    }
    mountTransferDialog(this, {
      messages,
      futuresHref: this.dataset.futuresHref ?? '/',
      initial,
    });
  }
}

export function defineTransferElement(): void {
  if (!customElements.get('p2p-transfer')) {
    customElements.define('p2p-transfer', TransferHostElement);
  }
}

import {
  requestTransfer,
  TRANSFER_REQUEST_EVENT,
  type TransferRequestDetail,
} from '@/components/transfer-request';

/**
 * `<p2p-transfer>`: rendered once per page for logged-in users, holding the dialog's messages
 * (a JSON script) and the main site's futures link. It opens the transfer dialog when a
 * `[data-transfer-open]` control is clicked (the wallet menu) or when any feature asks with
 * `requestTransfer()`. React and the dialog load on the first request only, so pages that never
 * transfer pay a few hundred bytes for this element and nothing else.
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
    const { mountTransferDialog } = await import('@/features/wallet/mount-transfer');
    mountTransferDialog(this, {
      messages: JSON.parse(source) as Parameters<typeof mountTransferDialog>[1]['messages'],
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

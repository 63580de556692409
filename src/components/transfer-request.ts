/**
 * Asking for the transfer dialog from anywhere (the wallet menu, a "balance too low" message in
 * a feature): features never import each other, so they dispatch this window event and the
 * wallet feature's loader, mounted once per page for logged-in users, opens the dialog. `from`,
 * `to` and `coin` preselect the dialog; each is optional.
 */
export const TRANSFER_REQUEST_EVENT = 'p2p:transfer-request';

export interface TransferRequestDetail {
  from?: string;
  to?: string;
  coin?: string;
}

export function requestTransfer(detail: TransferRequestDetail = {}): void {
  window.dispatchEvent(new CustomEvent<TransferRequestDetail>(TRANSFER_REQUEST_EVENT, { detail }));
}

/** Sent after a transfer succeeded, so a page showing balances (checklists, forms) refreshes them. */
export const BALANCES_CHANGED_EVENT = 'p2p:balances-changed';

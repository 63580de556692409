// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestTransfer, TRANSFER_REQUEST_EVENT } from '@/components/transfer-request';
import { defineTransferElement, TransferHostElement } from '@/features/wallet/transfer-element';

beforeAll(() => defineTransferElement());
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mountHost() {
  document.body.innerHTML = `
    <ul><li><button type="button" data-transfer-open data-transfer-to="p2p" data-transfer-coin="USDT">
      <span>Transfer</span></button></li></ul>
    <p2p-transfer data-futures-href="/futures"><script type="application/json">{"transfer.title":"T"}</script></p2p-transfer>`;
  const host = document.querySelector('p2p-transfer');
  if (!(host instanceof TransferHostElement)) throw new Error('not upgraded');
  return host;
}

describe('<p2p-transfer>', () => {
  it('opens the dialog for a click on a transfer control, with what the control preselects', () => {
    const host = mountHost();
    const open = vi.spyOn(host, 'open').mockResolvedValue();
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(open).toHaveBeenCalledWith({ to: 'p2p', coin: 'USDT' });
  });

  it('opens the dialog when a feature asks through the window event', () => {
    const host = mountHost();
    const open = vi.spyOn(host, 'open').mockResolvedValue();
    requestTransfer({ from: 'spot', to: 'p2p', coin: 'BTC' });
    expect(open).toHaveBeenCalledWith({ from: 'spot', to: 'p2p', coin: 'BTC' });
  });

  it('stops listening once removed from the page', () => {
    const host = mountHost();
    const open = vi.spyOn(host, 'open').mockResolvedValue();
    host.remove();
    window.dispatchEvent(new CustomEvent(TRANSFER_REQUEST_EVENT, { detail: {} }));
    expect(open).not.toHaveBeenCalled();
  });
});

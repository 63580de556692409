import { createRoot, type Root } from 'react-dom/client';
import { BALANCES_CHANGED_EVENT, type TransferRequestDetail } from '@/components/transfer-request';
import type { TransferRecord } from '@/contract/wallet';
import { formatCoin } from '@/i18n/format';
import { createIslandTranslator } from '@/i18n/island-t';
import { pushToast } from '@/stores/toasts';
import type { TransferMessages } from '@/features/wallet/messages';
import TransferDialog from '@/features/wallet/TransferDialog';

/** The root of the dialog inside `<p2p-transfer>`, created on first use and reused after. */
let root: Root | null = null;
/** Each opening starts a fresh dialog (nothing typed before is carried into another request). */
let opening = 0;

interface MountTransferOptions {
  messages: TransferMessages;
  futuresHref: string;
  initial: TransferRequestDetail;
}

/** Renders the transfer dialog into `host`; closing unmounts it, success toasts and tells pages. */
export function mountTransferDialog(host: HTMLElement, options: MountTransferOptions): void {
  if (!root) {
    const container = document.createElement('div');
    host.append(container);
    root = createRoot(container);
  }
  const current = root;
  const t = createIslandTranslator(options.messages);
  const close = () => current.render(null);
  const done = (record: TransferRecord) => {
    close();
    pushToast({
      kind: 'success',
      message: t('transfer.done', {
        // The record carries no scale: every digit it has, grouped like every other amount.
        amount: formatCoin(record.amount, null),
        coin: record.coin,
        from: t(`transfer.account.${record.from}`),
        to: t(`transfer.account.${record.to}`),
      }),
    });
    window.dispatchEvent(new CustomEvent(BALANCES_CHANGED_EVENT, { detail: record }));
  };
  opening += 1;
  current.render(
    <TransferDialog
      key={opening}
      messages={options.messages}
      futuresHref={options.futuresHref}
      initial={options.initial}
      onClose={close}
      onDone={done}
    />,
  );
}

import type { OrderDetail } from '@/contract/orders';
import type { LocaleCode } from '@/i18n/locales';
import type { OrderScales } from '@/features/orders/format';
import type { OrdersMessages } from '@/features/orders/messages';
import type { TwoFactorRequest } from '@/contract/verification';
import { Chunk } from '@/components/ChunkNote';
import { NotifyPermissionButton } from '@/components/NotifyPermissionButton';
import { chunk } from '@/lib/load-chunk';
import OrderIsland from '@/features/orders/OrderIsland';
import type { VerificationMessages } from '@/features/verification/messages';
import BlockUserButton from '@/features/user/block/BlockUserButton';
import type { BlockMessages } from '@/features/user/block/messages';

/**
 * The order page's island: the orders feature with the verification feature's two-factor dialog
 * composed in (features never import each other; the page joins them). The dialog is loaded
 * only when a seller releases. The shared "get notified" button asks the browser's permission
 * for notifications from a click. The user feature's Block button sits by the counterparty's
 * name (its confirmation loads on the first click). The leading underscore keeps this file out
 * of Astro's routes.
 */
const loadTwoFactor = chunk(
  'TwoFactorDialog',
  () => import('@/features/verification/TwoFactorDialog'),
);

interface OrderPageProps {
  locale: LocaleCode;
  messages: OrdersMessages;
  verificationMessages: VerificationMessages;
  /** The Block button's messages (no button without them). */
  blockMessages?: BlockMessages;
  /** Whether the viewer blocked the counterparty; null when the server could not say. */
  counterpartyBlocked?: boolean | null;
  detail: OrderDetail;
  scales: OrderScales;
  /** The zone the server rendered times in (`locals.timeZone`). */
  timeZone?: string | null;
}

export default function OrderPage({
  verificationMessages,
  blockMessages,
  counterpartyBlocked,
  ...props
}: OrderPageProps) {
  const renderTwoFactor = (request: TwoFactorRequest) => (
    <Chunk load={loadTwoFactor} t={(key) => props.messages[key]} onClose={request.onClose}>
      {({ default: TwoFactorDialog }) => (
        <TwoFactorDialog messages={verificationMessages} {...request} />
      )}
    </Chunk>
  );
  return (
    <OrderIsland
      {...props}
      renderTwoFactor={renderTwoFactor}
      notify={<NotifyPermissionButton label={props.messages['orders.notify.ask']} />}
      partyAction={
        blockMessages && (
          <BlockUserButton
            userId={props.detail.counterparty.userId}
            nickname={props.detail.counterparty.nickname}
            blocked={counterpartyBlocked ?? null}
            messages={blockMessages}
            locale={props.locale}
          />
        )
      }
    />
  );
}

import type { VerificationMessages } from '@/features/verification/messages';
import type { TwoFactorRequest } from '@/contract/verification';
import { Chunk } from '@/components/ChunkNote';
import { chunk } from '@/lib/load-chunk';
import PaymentsIsland, { type PaymentsIslandProps } from '@/features/payments/PaymentsIsland';

/**
 * The payment methods page's island: the payments feature with the verification feature's
 * two-factor dialog composed in (features never import each other; the page joins them). The
 * dialog is loaded only when a method is saved; should it not load, the chunk note says so in
 * its place (Retry, and Close back to the form, whose input stays; Reload keeps the form too).
 * The leading underscore keeps this file out of Astro's routes.
 */
const loadTwoFactor = chunk(
  'TwoFactorDialog',
  () => import('@/features/verification/TwoFactorDialog'),
);

type PaymentPageProps = Omit<PaymentsIslandProps, 'renderTwoFactor'> & {
  verificationMessages: VerificationMessages;
};

export default function PaymentPage({ verificationMessages, ...props }: PaymentPageProps) {
  const renderTwoFactor = (request: TwoFactorRequest, onReload: () => void) => (
    <Chunk
      load={loadTwoFactor}
      t={(key) => props.messages[key]}
      onClose={request.onClose}
      onReload={onReload}
    >
      {({ default: TwoFactorDialog }) => (
        <TwoFactorDialog messages={verificationMessages} {...request} />
      )}
    </Chunk>
  );
  return <PaymentsIsland {...props} renderTwoFactor={renderTwoFactor} />;
}

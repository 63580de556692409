import { lazy, Suspense } from 'react';
import type { VerificationMessages } from '@/features/verification/messages';
import type { TwoFactorRequest } from '@/contract/verification';
import PaymentsIsland, { type PaymentsIslandProps } from '@/features/payments/PaymentsIsland';

/**
 * The payment methods page's island: the payments feature with the verification feature's
 * two-factor dialog composed in (features never import each other; the page joins them). The
 * dialog is loaded only when a method is saved. The leading underscore keeps this file out of
 * Astro's routes.
 */
const TwoFactorDialog = lazy(() => import('@/features/verification/TwoFactorDialog'));

type PaymentPageProps = Omit<PaymentsIslandProps, 'renderTwoFactor'> & {
  verificationMessages: VerificationMessages;
};

export default function PaymentPage({ verificationMessages, ...props }: PaymentPageProps) {
  const renderTwoFactor = (request: TwoFactorRequest) => (
    <Suspense fallback={null}>
      <TwoFactorDialog messages={verificationMessages} {...request} />
    </Suspense>
  );
  return <PaymentsIsland {...props} renderTwoFactor={renderTwoFactor} />;
}

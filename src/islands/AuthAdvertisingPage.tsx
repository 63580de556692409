import { lazy, Suspense } from 'react';
import type { TwoFactorRequest } from '@/contract/verification';
import AdvertiserAuthIsland, {
  type AdvertiserAuthIslandProps,
} from '@/features/merchant/AdvertiserAuthIsland';
import type { VerificationMessages } from '@/features/verification/messages';

/**
 * The advertiser authentication page's island: the merchant feature with the verification
 * feature's two-factor dialog composed in (features never import each other; the page joins
 * them). The dialog is loaded only when a deposit is released. The leading underscore keeps
 * this file out of Astro's routes.
 */
const TwoFactorDialog = lazy(() => import('@/features/verification/TwoFactorDialog'));

type AuthAdvertisingPageProps = Omit<AdvertiserAuthIslandProps, 'renderTwoFactor'> & {
  verificationMessages: VerificationMessages;
};

export default function AuthAdvertisingPage({
  verificationMessages,
  ...props
}: AuthAdvertisingPageProps) {
  const renderTwoFactor = (request: TwoFactorRequest) => (
    <Suspense fallback={null}>
      <TwoFactorDialog messages={verificationMessages} {...request} />
    </Suspense>
  );
  return <AdvertiserAuthIsland {...props} renderTwoFactor={renderTwoFactor} />;
}

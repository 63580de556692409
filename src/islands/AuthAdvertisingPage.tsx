import type { TwoFactorRequest } from '@/contract/verification';
import { Chunk } from '@/components/ChunkNote';
import { chunk } from '@/lib/load-chunk';
import AdvertiserAuthIsland, {
  type AdvertiserAuthIslandProps,
} from '@/features/merchant/AdvertiserAuthIsland';
import type { VerificationMessages } from '@/features/verification/messages';

/**
 * The advertiser authentication page's island: the merchant feature with the verification
 * feature's two-factor dialog composed in (features never import each other; the page joins
 * them). The dialog is loaded only when a deposit is released; should it not load, the chunk
 * note says so in its place (Retry, Close). The leading underscore keeps this file out of
 * Astro's routes.
 */
const loadTwoFactor = chunk(
  'TwoFactorDialog',
  () => import('@/features/verification/TwoFactorDialog'),
);

type AuthAdvertisingPageProps = Omit<AdvertiserAuthIslandProps, 'renderTwoFactor'> & {
  verificationMessages: VerificationMessages;
};

export default function AuthAdvertisingPage({
  verificationMessages,
  ...props
}: AuthAdvertisingPageProps) {
  const renderTwoFactor = (request: TwoFactorRequest) => (
    <Chunk load={loadTwoFactor} t={(key) => props.messages[key]} onClose={request.onClose}>
      {({ default: TwoFactorDialog }) => (
        <TwoFactorDialog messages={verificationMessages} {...request} />
      )}
    </Chunk>
  );
  return <AdvertiserAuthIsland {...props} renderTwoFactor={renderTwoFactor} />;
}

import type { VerificationT } from '@/features/verification/messages';
import type { ChannelOption, CodeChannel } from '@/features/verification/two-factor-form';

interface TwoFactorChannelsProps {
  options: ChannelOption[];
  channel: CodeChannel;
  disabled: boolean;
  onChoose: (channel: CodeChannel) => void;
  t: VerificationT;
}

/**
 * Which bound channel receives the code, each named with its masked target. The target is
 * isolated (U+2066/U+2069) so a phone number or an address reads left to right in any language.
 */
export function TwoFactorChannels({
  options,
  channel,
  disabled,
  onChoose,
  t,
}: TwoFactorChannelsProps) {
  return (
    <fieldset className="order-choices">
      <legend>{t('verification.channel.label')}</legend>
      {options.map((option) => (
        <label key={option.channel} className="order-choice">
          <input
            type="radio"
            name="channel"
            value={option.channel}
            checked={channel === option.channel}
            disabled={disabled}
            onChange={() => onChoose(option.channel)}
          />
          <span>
            {t(`verification.channel.${option.channel}`, {
              target: `\u2066${option.target}\u2069`,
            })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

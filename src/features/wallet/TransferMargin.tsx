import type { MarginMode } from '@/contract/wallet';
import type { TransferT } from '@/features/wallet/messages';

interface TransferMarginProps {
  /** Names the radio group (unique per dialog). */
  name: string;
  mode: MarginMode;
  onMode: (mode: MarginMode) => void;
  /** The pairs the coin trades in, for isolated margin. */
  pairs: string[];
  pair: string;
  onPair: (pair: string) => void;
  /** Isolated margin without a pair to choose: the transfer cannot start. */
  pairMissing: boolean;
  t: TransferT;
}

/** Cross or isolated margin, and the pair when isolated (a margin account is involved). */
export function TransferMargin(props: TransferMarginProps) {
  const { mode, t } = props;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{t('transfer.marginMode')}</legend>
      <div className="flex gap-4">
        {(['cross', 'isolated'] as const).map((m) => (
          <label key={m} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={props.name}
              value={m}
              checked={mode === m}
              onChange={() => props.onMode(m)}
            />
            {t(`transfer.${m}`)}
          </label>
        ))}
      </div>
      {mode === 'isolated' && (
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('transfer.pair')}</span>
          <select
            className="tr-input"
            value={props.pair}
            onChange={(e) => props.onPair(e.target.value)}
          >
            {props.pairs.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          {props.pairMissing && <span role="alert">{t('transfer.error.pair')}</span>}
        </label>
      )}
    </fieldset>
  );
}

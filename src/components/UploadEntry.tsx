import type { IslandTranslate } from '@/i18n/island-t';

/**
 * One picked file on its way to the server, as every upload field shows it (payment QR codes,
 * appeal evidence, the merchant application's documents and video): a preview or an icon, the
 * name and size, a progress bar while it uploads, why it failed with Retry, and Remove (Cancel
 * while uploading). The texts come worded from the feature, so each keeps its own messages.
 */
interface UploadEntryTexts {
  uploading: string;
  progressLabel: string;
  failed: string;
  done: string;
  retry: string;
  retryLabel: string;
  remove: string;
  removeLabel: string;
}

type UploadEntryState =
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; detail?: string | null }
  | { status: 'done' };

/** The message keys an upload field names alike under its prefix (`appeal.evidence.retry`). */
type UploadTextKey<P extends string> =
  `${P}.${'uploading' | 'progress' | 'failed' | 'retry' | 'retryLabel' | 'remove' | 'removeLabel'}`;

/**
 * An entry's texts from a feature's island translator: the keys under `prefix` (checked against
 * the feature's keys), `done` by its own key (features word it differently), `name` in the
 * labels that say which file, the upload's percent in the progress text.
 */
export function uploadEntryTexts<P extends string, D extends string>(
  t: IslandTranslate<NoInfer<UploadTextKey<P> | D>>,
  prefix: P,
  entry: { name: string; state: UploadEntryState; doneKey: D },
): UploadEntryTexts {
  const key = <S extends string>(suffix: S) => `${prefix}.${suffix}` as const;
  const name = { name: entry.name };
  const percent = entry.state.status === 'uploading' ? entry.state.percent : 0;
  return {
    uploading: t(key('uploading'), { percent }),
    progressLabel: t(key('progress'), name),
    failed: t(key('failed')),
    done: t(entry.doneKey),
    retry: t(key('retry')),
    retryLabel: t(key('retryLabel'), name),
    remove: t(key('remove')),
    removeLabel: t(key('removeLabel'), name),
  };
}

interface UploadEntryProps {
  /** `li` inside a list of files, else a group labelled by the field. */
  as?: 'div' | 'li';
  state: UploadEntryState;
  name: string;
  /** The size in the reader's words (`formatFileSize`), shown when known. */
  size?: string | null;
  /** An object URL of a picked image; else an icon of the kind of file. */
  preview?: string | null;
  kind?: 'image' | 'video';
  texts: UploadEntryTexts;
  disabled?: boolean;
  onRetry: () => void;
  onRemove: () => void;
  testId?: string;
  failedTestId?: string;
  /** For the `div` form: the field's label and hints. */
  labelledBy?: string;
  describedBy?: string;
}

export function UploadEntry(props: UploadEntryProps) {
  const { state, texts, disabled } = props;
  const Tag = props.as ?? 'div';
  const group =
    Tag === 'div'
      ? {
          role: 'group',
          'aria-labelledby': props.labelledBy,
          'aria-describedby': props.describedBy,
        }
      : {};
  return (
    <Tag className={`upload-entry is-${state.status}`} data-testid={props.testId} {...group}>
      <span className="upload-entry-thumb">
        {props.preview ? (
          <img src={props.preview} alt="" width="56" height="56" />
        ) : (
          <FileIcon kind={props.kind ?? 'image'} />
        )}
      </span>
      <span className="upload-entry-body">
        {/* Aligned with the page; the name itself reads in its own direction. */}
        <span className="upload-entry-name">
          <bdi>{props.name}</bdi>
        </span>
        {props.size && <span className="upload-entry-meta">{props.size}</span>}
        {state.status === 'uploading' && (
          <span className="upload-entry-progress">
            <progress max={100} value={state.percent} aria-label={texts.progressLabel} />
            <span aria-hidden="true">{texts.uploading}</span>
          </span>
        )}
        {state.status === 'failed' && (
          <span className="upload-entry-failed" data-testid={props.failedTestId}>
            <span>{texts.failed}</span>
            {state.detail && <span className="upload-entry-detail">{state.detail}</span>}
          </span>
        )}
        {state.status === 'done' && <span className="upload-entry-done">{texts.done}</span>}
      </span>
      <span className="upload-entry-actions">
        {state.status === 'failed' && (
          <button
            type="button"
            className="text-button"
            disabled={disabled}
            aria-label={texts.retryLabel}
            onClick={props.onRetry}
          >
            {texts.retry}
          </button>
        )}
        <button
          type="button"
          className="text-button upload-entry-remove"
          disabled={disabled}
          aria-label={texts.removeLabel}
          onClick={props.onRemove}
        >
          {texts.remove}
        </button>
      </span>
    </Tag>
  );
}

function FileIcon({ kind }: { kind: 'image' | 'video' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" />
      {kind === 'video' ? (
        <path d="M10 9v6l5-3z" fill="currentColor" />
      ) : (
        <path d="M3 16l5-5 4 4 3-3 6 6" fill="none" stroke="currentColor" />
      )}
    </svg>
  );
}

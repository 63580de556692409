import type { ChangeEvent, ReactNode } from 'react';

/**
 * A file picker that stays a real, labelled `<input type="file">` (keyboard, screen readers and
 * tests use it as such), visually hidden under its styled label: a dashed tile with a plus, or
 * the caller's own look (`labelClass`). The input is cleared after each pick, so the same file
 * can be picked again after a refusal or a removal.
 */
interface FilePickProps {
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  labelledBy: string;
  describedBy?: string;
  /** The label's look; the default is the dashed tile with a plus. */
  labelClass?: string;
  testId?: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

export function FilePick(props: FilePickProps) {
  const tile = props.labelClass === undefined;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) props.onFiles(files);
  };
  return (
    <div className="file-pick">
      <input
        id={props.id}
        type="file"
        accept={props.accept}
        multiple={props.multiple}
        disabled={props.disabled}
        className="file-pick-input"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy || undefined}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || undefined}
        onChange={pick}
        data-testid={props.testId}
      />
      <label htmlFor={props.id} className={tile ? 'file-pick-tile' : props.labelClass}>
        {tile && (
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 5v14M5 12h14"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
        {props.children}
      </label>
    </div>
  );
}

import { atom, readonlyType } from 'nanostores';

/**
 * Toast notifications. Browser only: the server renders no toasts and never writes this store
 * (module state on the server is shared by every request).
 */

type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. */
  duration: number;
  /** A button beside the message (e.g. Retry); pressing it closes the toast, then runs. */
  action?: ToastAction;
}

/** A toast's button: its label and what it does. */
interface ToastAction {
  label: string;
  run: () => void;
}

interface ToastInput {
  kind: ToastKind;
  message: string;
  duration?: number;
  action?: ToastAction;
}

/** Spec section 9: error notices show for 2 s. Other kinds use the same default. */
export const ERROR_TOAST_MS = 2000;
const DEFAULT_TOAST_MS = ERROR_TOAST_MS;

const $list = atom<readonly Toast[]>([]);
/** The toasts on screen, oldest first. Write through pushToast/dismissToast only. */
export const $toasts = readonlyType($list);

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function schedule(id: number, duration: number) {
  const previous = timers.get(id);
  if (previous !== undefined) clearTimeout(previous);
  timers.delete(id);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
}

/**
 * Shows a toast and returns its id. The same message of the same kind already on screen is not
 * stacked again (several calls failing together, e.g. offline, would flood the corner): its
 * timer restarts instead and its id is returned.
 */
export function pushToast({
  kind,
  message,
  duration = DEFAULT_TOAST_MS,
  action,
}: ToastInput): number {
  const same = $list.get().find((t) => t.kind === kind && t.message === message);
  if (same) {
    schedule(same.id, duration);
    return same.id;
  }
  const toast: Toast = { id: nextId++, kind, message, duration, action };
  $list.set([...$list.get(), toast]);
  schedule(toast.id, duration);
  return toast.id;
}

/** Removes a toast (close button or timer); unknown ids are ignored. */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const list = $list.get();
  if (list.some((t) => t.id === id)) $list.set(list.filter((t) => t.id !== id));
}

/** Removes every toast and timer (tests, page teardown). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $list.set([]);
}

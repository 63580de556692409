import { useEffect, useRef, useState } from 'react';
import type { OrderPhase } from '@/features/orders/order-state';

/** The order page's dialogs (`twoFactor` is the verification feature's, composed in). */
type OrderDialogName = 'paid' | 'cancel' | 'release' | 'twoFactor' | 'withdraw' | 'extend';

/**
 * Which dialog is open, and where focus goes around it: back to the button that opened it on
 * close; to the status heading after an action the viewer took. A phase change the viewer did
 * not cause (the other party, the clock, support) is announced politely through `spokenStatus`
 * instead of moving focus.
 *
 * @param phase the order's phase now.
 * @param announcement what to announce when the phase changes without the viewer's action.
 * @param refresh reloads the order (resolves once the new state has arrived).
 */
export function useOrderDialogs(
  phase: OrderPhase,
  announcement: string,
  refresh: () => Promise<void>,
) {
  const [dialog, setDialog] = useState<OrderDialogName | null>(null);
  const [spokenStatus, setSpokenStatus] = useState('');
  const statusRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const focusStatusNext = useRef(false);
  const previousPhase = useRef<OrderPhase>(phase);

  // A change the viewer caused moves focus to the new status; one from the other party (or the
  // clock, or support) is announced politely instead.
  useEffect(() => {
    if (previousPhase.current === phase) return;
    previousPhase.current = phase;
    if (focusStatusNext.current) {
      focusStatusNext.current = false;
      statusRef.current?.focus();
    } else {
      setSpokenStatus(announcement);
    }
  }, [phase, announcement]);

  const open = (name: OrderDialogName, opener: HTMLElement | null) => {
    openerRef.current = opener;
    setDialog(name);
  };
  const close = () => {
    setDialog(null);
    requestAnimationFrame(() => openerRef.current?.focus());
  };
  /**
   * An action succeeded: close its dialog, load the new state and put focus on it. The phase
   * effect moves focus when the phase changes; a repeated action that changed nothing gets it
   * here, once React has committed (and the modal dialog, which makes the page inert, is gone).
   */
  const done = async () => {
    setDialog(null);
    focusStatusNext.current = true;
    await refresh();
    setTimeout(() => {
      if (!focusStatusNext.current) return;
      focusStatusNext.current = false;
      statusRef.current?.focus();
    }, 50);
  };

  return { dialog, setDialog, open, close, done, spokenStatus, statusRef };
}

import type { ChunkProblem } from '@/components/ChunkNote';
import type { ChunkT } from '@/components/chunk-keys';

/**
 * `ChunkNote` without React, for custom elements whose on-demand part brings React itself
 * (the profile's order panel): when that chunk is on its way or failed, React is not there to
 * say so. Same markup, classes and texts as the component (floating, with Close), so both read
 * and look alike and tests find either by `data-testid`.
 */

/** What the note's buttons do. */
export interface ChunkNoteActions {
  retry: () => void;
  close: () => void;
}

/**
 * The loading line (`problem` null) or the failure with Retry, Reload (after a second failure,
 * or alone when a new build is served) and Close, as a detached element to put in the page.
 */
export function chunkNoteElement(
  problem: ChunkProblem,
  t: ChunkT,
  actions: ChunkNoteActions,
): HTMLElement {
  const note = document.createElement('div');
  note.className = 'chunk-note is-floating';
  note.setAttribute('role', problem ? 'alert' : 'status');
  note.dataset.testid = problem ? 'chunk-error' : 'chunk-loading';
  const text = document.createElement('p');
  text.textContent = t(
    problem ? (problem.newVersion ? 'chunk.newVersion' : 'chunk.failed') : 'chunk.loading',
  );
  note.append(text);
  if (!problem) return note;
  const button = (label: string, onClick: () => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.addEventListener('click', onClick);
    note.append(element);
  };
  if (!problem.newVersion) button(t('chunk.retry'), actions.retry);
  // Nothing was typed yet in a part that never loaded: a plain reload loses nothing.
  if (problem.newVersion || problem.tries > 1) button(t('chunk.reload'), () => location.reload());
  button(t('toast.close'), actions.close);
  return note;
}

import { useCallback, useRef, useState } from 'react';
import { chunkProblem, type ChunkProblem } from '@/components/ChunkNote';
import { isChunkError } from '@/lib/load-chunk';

/**
 * An action's code that did not load (issue 15, item 1), for islands whose button needs an API
 * chunk (a form's Submit, a filter): `report(error)` takes a caught error and, when it is a
 * chunk's load error, turns it into the `ChunkNote` problem the island shows in place of its own
 * failure text (Retry runs the action again; a second failure adds Reload, which the island
 * makes keep its input). Any other error is the island's to word: `report` answers false.
 */
export function useChunkFailure() {
  const [problem, setProblem] = useState<ChunkProblem>(null);
  /** Failures so far: the note offers Reload from the second one. */
  const tries = useRef(0);

  const report = useCallback((error: unknown): boolean => {
    if (!isChunkError(error)) return false;
    tries.current += 1;
    void chunkProblem(tries.current).then(setProblem);
    return true;
  }, []);

  /** Hides the note (the action runs again, or the user moved on). */
  const clear = useCallback(() => setProblem(null), []);

  return { problem, report, clear };
}

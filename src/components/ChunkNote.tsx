import { useEffect, useState, type ReactNode } from 'react';
import type { ChunkT } from '@/components/chunk-keys';
import { newBuildServed } from '@/lib/load-chunk';

/**
 * What a part loaded on demand shows until it is there (issue 15, item 1): a loading line while
 * the chunk is on its way, and in place of it, when it failed or timed out, a message with Retry
 * (a retry that failed again adds Reload); when the server serves a newer build, "a new version
 * is available" with Reload. Reload is the island's: it saves the form before reloading
 * (`reloadKeeping`). The texts are the island's own messages (`CHUNK_KEYS` of `chunk-keys.ts`, picked on the server).
 */

/** Why a chunk is not there: it failed (`tries` times), or the site has a new version. */
export type ChunkProblem = { newVersion: boolean; tries: number } | null;

/** The problem a failed load means: a new build on the server, or a failure to retry. */
export async function chunkProblem(tries: number): Promise<NonNullable<ChunkProblem>> {
  return { newVersion: await newBuildServed(), tries };
}

interface ChunkNoteProps {
  problem: ChunkProblem;
  t: ChunkT;
  onRetry: () => void;
  /** Reloads keeping the island's input (`reloadKeeping`); a plain reload when absent. */
  onReload?: () => void;
  /** In place of a dialog: the note floats above the page and can be closed. */
  onClose?: () => void;
}

/** The loading line, or the failure message with its buttons. */
export function ChunkNote({ problem, t, onRetry, onReload, onClose }: ChunkNoteProps) {
  const className = `chunk-note${onClose ? ' is-floating' : ''}`;
  if (!problem)
    return (
      <div className={className} role="status" data-testid="chunk-loading">
        <p>{t('chunk.loading')}</p>
      </div>
    );
  const reload = onReload ?? (() => location.reload());
  return (
    <div className={className} role="alert" data-testid="chunk-error">
      <p>{t(problem.newVersion ? 'chunk.newVersion' : 'chunk.failed')}</p>
      {!problem.newVersion && (
        <button type="button" onClick={onRetry}>
          {t('chunk.retry')}
        </button>
      )}
      {(problem.newVersion || problem.tries > 1) && (
        <button type="button" onClick={reload}>
          {t('chunk.reload')}
        </button>
      )}
      {onClose && (
        <button type="button" onClick={onClose}>
          {t('toast.close')}
        </button>
      )}
    </div>
  );
}

interface ChunkProps<T> extends Omit<ChunkNoteProps, 'problem' | 'onRetry'> {
  load: () => Promise<T>;
  children: (loaded: T) => ReactNode;
}

/**
 * A part loaded on demand: `children` once the chunk is there, the note until then; Retry
 * imports again (the loader forgot the failure).
 */
export function Chunk<T>({ load, children, ...note }: ChunkProps<T>) {
  const [value, setValue] = useState<T>();
  const [problem, setProblem] = useState<ChunkProblem>(null);
  const [tries, setTries] = useState(1);
  useEffect(() => {
    let current = true;
    setProblem(null);
    load().then(
      (loaded) => {
        if (current) setValue(() => loaded);
      },
      async () => {
        const found = await chunkProblem(tries);
        if (current) setProblem(found);
      },
    );
    return () => {
      current = false;
    };
  }, [tries]);
  if (value !== undefined) return children(value);
  return <ChunkNote problem={problem} onRetry={() => setTries((n) => n + 1)} {...note} />;
}

import type { Hono } from 'hono';
import type { SandboxContext } from '@/sandbox/context';
import type { FaultStore } from '@/sandbox/http/faults';

/** Per-request variables every sandbox route can read (`c.get('ctx')`). */
export interface SandboxEnv {
  Variables: {
    ctx: SandboxContext;
    /** Dev/test: check each response against the contract and fail loudly on drift. */
    validateResponses: boolean;
    /** API calls made to fail on purpose (`POST /sandbox/faults`); in memory, per instance. */
    faults: FaultStore;
  };
}

export type SandboxApp = Hono<SandboxEnv>;

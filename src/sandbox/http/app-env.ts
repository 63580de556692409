import type { Hono } from 'hono';
import type { SandboxContext } from '@/sandbox/context';
import type { FaultStore } from '@/sandbox/http/faults';
import type { Uploads } from '@/sandbox/uploads/uploads';

/** Per-request variables every sandbox route can read (`c.get('ctx')`). */
export interface SandboxEnv {
  Variables: {
    ctx: SandboxContext;
    /** Dev/test: check each response against the contract and fail loudly on drift. */
    validateResponses: boolean;
    /** API calls made to fail on purpose (`POST /sandbox/faults`); in memory, per instance. */
    faults: FaultStore;
    /** Where uploaded files are kept and the size caps; one per instance, like the database. */
    uploads: Uploads;
  };
}

export type SandboxApp = Hono<SandboxEnv>;

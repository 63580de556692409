import type { Hono } from 'hono';
import type { SandboxContext } from '@/sandbox/context';

/** Per-request variables every sandbox route can read (`c.get('ctx')`). */
export interface SandboxEnv {
  Variables: {
    ctx: SandboxContext;
    /** Dev/test: check each response against the contract and fail loudly on drift. */
    validateResponses: boolean;
  };
}

export type SandboxApp = Hono<SandboxEnv>;

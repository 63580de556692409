import { z } from 'zod';
import type { EndpointDef } from '@/contract/define';

/**
 * Thrown (in development and tests only) when a request or a response does not match the
 * contract. It is deliberately not an ApiError: drift is a bug to fix, not a user-facing failure,
 * so it is never toasted, and it names the endpoint and every mismatching field.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly phase: 'request' | 'response';
  /** `METHOD /path` of the endpoint. */
  readonly endpoint: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(
    phase: 'request' | 'response',
    def: EndpointDef,
    detail: string,
    issues: readonly z.core.$ZodIssue[] = [],
  ) {
    const where = `${def.method} ${def.path}`;
    super(`Contract drift in the ${phase} of ${where}: ${detail}`);
    this.phase = phase;
    this.endpoint = where;
    this.issues = issues;
  }

  /** A ContractError listing the zod issues of one part (`params`, `query`, `body`, `data`). */
  static fromZod(phase: 'request' | 'response', def: EndpointDef, part: string, error: z.ZodError) {
    return new ContractError(phase, def, `${part}\n${z.prettifyError(error)}`, error.issues);
  }
}

/** Narrows an unknown rejection to a ContractError. */
export function isContractError(value: unknown): value is ContractError {
  return value instanceof ContractError;
}

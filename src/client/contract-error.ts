import { z } from 'zod';
import type { EndpointDef } from '@/contract/define';

/**
 * Thrown (in development and tests only) when a request or a response does not match the
 * contract. It is deliberately not an ApiError: drift is a bug to fix, not a user-facing failure,
 * so it is never toasted and it names the endpoint and every mismatching field.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly phase: 'request' | 'response';
  readonly endpoint: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(phase: 'request' | 'response', def: EndpointDef, part: string, error: z.ZodError) {
    const where = `${def.method} ${def.path}`;
    super(`Contract drift in the ${phase} ${part} of ${where}:\n${z.prettifyError(error)}`);
    this.phase = phase;
    this.endpoint = where;
    this.issues = error.issues;
  }
}

/** Narrows an unknown rejection to a ContractError. */
export function isContractError(value: unknown): value is ContractError {
  return value instanceof ContractError;
}

import type { z } from 'zod';
import type { EndpointDef, Method } from '@/contract/define';
import { endpoints } from '@/contract/endpoints';
import { sandboxEndpoints, type ActiveFault } from '@/contract/sandbox';
import { parsePart } from '@/sandbox/http/issues';
import { API_PREFIX, toPattern } from '@/sandbox/http/paths';

/**
 * Fault injection: a set of contract calls that answer an error instead of running, so tests and
 * people can check the UI stays usable when the exchange fails. The set lives in memory on one
 * sandbox instance (never in the database: a restart or reset must not leave the API broken).
 */
export interface FaultStore {
  /** Replaces the whole set (an empty list clears it). */
  replace(faults: readonly ActiveFault[]): void;
  /** The active set, as copies. */
  list(): ActiveFault[];
  clear(): void;
  /**
   * The fault a request to `requestPath` (with the API prefix) must answer, if any. Counts the
   * call: a fault with `times` clears itself after its last failing call.
   */
  hit(method: string, requestPath: string): ActiveFault | undefined;
}

interface ContractCall {
  method: Method;
  path: string;
  pattern: RegExp;
}

/** The sandbox's own controls: they must keep working, or a fault could not be cleared. */
function isControlPath(path: string): boolean {
  return path === '/sandbox' || path.startsWith('/sandbox/');
}

const paramCount = (path: string) => path.split('/').filter((p) => p.startsWith(':')).length;

/** Every contract call but the controls; static paths first, so they win over templates. */
const faultable: readonly ContractCall[] = Object.values(endpoints as Record<string, EndpointDef>)
  .filter((e) => !isControlPath(e.path))
  .map((e) => ({ method: e.method, path: e.path, pattern: toPattern(e.path) }))
  .sort((a, b) => paramCount(a.path) - paramCount(b.path));

/** The contract call a request is, or undefined (unknown path or method, or a control). */
function contractCall(method: string, requestPath: string): ContractCall | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  return faultable.find((call) => call.method === m && call.pattern.test(requestPath));
}

type FaultInput = z.output<typeof sandboxEndpoints.sandboxSetFaults.body>['faults'][number];

interface Problem {
  path: (string | number)[];
  message: string;
}

function unknownPathMessage(path: string): string {
  const unprefixed = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : null;
  if (unprefixed !== null && faultable.some((call) => call.path === unprefixed)) {
    return `Paths are relative to ${API_PREFIX}: use "${unprefixed}"`;
  }
  const template = faultable.find((call) => call.pattern.test(`${API_PREFIX}${path}`));
  if (template) return `Use the contract's path template "${template.path}"`;
  return `"${path}" is not an API contract path (such as "/user/config/languages")`;
}

/** What is wrong with one fault on its own: its path and method must name a contract call. */
function ownProblem(fault: FaultInput, index: number): Problem | undefined {
  const at = (field: string) => ['faults', index, field];
  if (isControlPath(fault.path)) {
    return {
      path: at('path'),
      message: "The sandbox's own controls (/sandbox/...) cannot be faulted",
    };
  }
  const methods = faultable.filter((call) => call.path === fault.path).map((call) => call.method);
  if (methods.length === 0) return { path: at('path'), message: unknownPathMessage(fault.path) };
  if (fault.method && !methods.includes(fault.method)) {
    return {
      path: at('method'),
      message: `The contract has no ${fault.method} ${fault.path} (it has ${methods.join(', ')})`,
    };
  }
  return undefined;
}

const overlaps = (a: FaultInput, b: FaultInput) =>
  a.path === b.path && (!a.method || !b.method || a.method === b.method);

/** Problems of the whole set: each fault must name a contract call, and no call two faults. */
function faultProblems(faults: readonly FaultInput[]): Problem[] {
  return faults.flatMap((fault, index) => {
    const own = ownProblem(fault, index);
    if (own) return [own];
    const earlier = faults.findIndex((other, j) => j < index && overlaps(other, fault));
    if (earlier < 0) return [];
    return [
      {
        path: ['faults', index],
        message: `It overlaps fault ${earlier} on ${fault.path}; give each call at most one fault`,
      },
    ];
  });
}

/** The body schema plus the checks only the sandbox can make (it holds the endpoint table). */
const checkedBody = sandboxEndpoints.sandboxSetFaults.body.superRefine(({ faults }, ctx) => {
  for (const problem of faultProblems(faults)) {
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
});

function toActive(fault: FaultInput): ActiveFault {
  return {
    ...(fault.method ? { method: fault.method } : {}),
    path: fault.path,
    status: fault.status,
    code: fault.code ?? fault.status,
    msg: fault.msg,
    ...(fault.times === undefined ? {} : { times: fault.times }),
  };
}

/**
 * Checks an already contract-valid body of `POST /sandbox/faults` against the endpoint table and
 * fills in the defaults; a bad fault answers 400 naming the field, like any other bad input.
 */
export async function resolveFaults(body: unknown): Promise<ActiveFault[]> {
  const parsed = (await parsePart(checkedBody, body, 'body')) as { faults: FaultInput[] };
  return parsed.faults.map(toActive);
}

/** One line per fault for the sandbox log, so a person sees why calls fail. */
export function describeFaults(faults: readonly ActiveFault[]): string {
  if (faults.length === 0) return 'none';
  return faults
    .map((f) => {
      const times =
        f.times === undefined ? 'until cleared' : `${f.times} call${f.times === 1 ? '' : 's'}`;
      return `${f.method ?? '*'} ${f.path} → ${f.status}/${f.code} (${times})`;
    })
    .join('; ');
}

export function createFaultStore(): FaultStore {
  let active: ActiveFault[] = [];
  return {
    replace(faults) {
      active = faults.map((f) => ({ ...f }));
    },
    list: () => active.map((f) => ({ ...f })),
    clear() {
      active = [];
    },
    hit(method, requestPath) {
      if (active.length === 0) return undefined;
      const call = contractCall(method, requestPath);
      if (!call) return undefined;
      const index = active.findIndex(
        (f) => f.path === call.path && (!f.method || f.method === call.method),
      );
      const fault = active[index];
      if (!fault) return undefined;
      const answer = { ...fault };
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) active.splice(index, 1);
      }
      return answer;
    },
  };
}

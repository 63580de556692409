import type { z } from 'zod';
import { COMMON_REFUSALS, fieldCodeOf, type RuleParams } from '@/contract/define';
import { badRequest, refuse, type ApiError, type FieldError } from '@/sandbox/errors';

/** Where a bad value came from, so the sentence says "field", "query parameter" or "path part". */
type InputPart = 'body' | 'query' | 'params';

const NOUN: Record<InputPart, string> = {
  body: 'field',
  query: 'query parameter',
  params: 'path parameter',
};

type Issue = z.core.$ZodIssue;

function joinPath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'symbol' ? p.toString() : String(p))).join('.');
}

/** The rule name and values a contract refinement put in its issue (`RuleParams`). */
function ruleOf(issue: Issue): Pick<FieldError, 'rule' | 'params'> {
  if (issue.code !== 'custom') return {};
  const params = issue.params as Partial<RuleParams> | undefined;
  return {
    ...(typeof params?.rule === 'string' ? { rule: params.rule } : {}),
    ...(params?.values ? { params: params.values } : {}),
  };
}

/**
 * One entry per problem, each with its field code; unknown keys are split so each names its
 * own field.
 */
export function toFieldErrors(issues: readonly Issue[]): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: joinPath([...issue.path, key]),
        code: 'unknown_key',
        message: 'Unknown field; it is not accepted here',
      }));
    }
    // Parsed with `reportInput`, so an undefined input means the field was not sent at all.
    const missing = 'input' in issue && issue.input === undefined;
    return [
      {
        path: joinPath(issue.path),
        code: fieldCodeOf(issue, missing),
        message: missing ? 'Required' : issue.message,
        ...ruleOf(issue),
      },
    ];
  });
}

function sentence(error: FieldError, part: InputPart, unknown: boolean): string {
  const noun = NOUN[part];
  if (!error.path)
    return `The request ${part === 'body' ? 'body' : part} is invalid: ${error.message}`;
  if (unknown) return `Unknown ${noun} "${error.path}" is not accepted`;
  if (error.code === 'required') return `The ${noun} "${error.path}" is required`;
  return `The ${noun} "${error.path}" is invalid: ${error.message}`;
}

/** An uploaded file over the size cap its schema sets (`z.file().max()` or a refinement). */
function isFileTooBig(issue: Issue | undefined): issue is z.core.$ZodIssueTooBig {
  return issue?.code === 'too_big' && issue.origin === 'file';
}

/**
 * Turns zod issues into a 400: one readable sentence naming the first bad field (the toast
 * shows it as is), and every problem in `data.errors` for forms that mark fields. When the first
 * problem is a file over its size cap, the answer is HTTP 413 (code 400) with the schema's
 * message as it is, like a body too large to hold the file.
 */
export function validationError(issues: readonly Issue[], part: InputPart): ApiError {
  const errors = toFieldErrors(issues);
  const [firstIssue] = issues;
  if (isFileTooBig(firstIssue)) {
    // HTTP 413 but envelope code 400: the client logs the user out on envelope 413.
    return refuse(COMMON_REFUSALS.tooLarge, firstIssue.message, null, errors);
  }
  const first = errors[0] ?? { path: '', code: 'invalid', message: 'Invalid input' };
  const firstIsUnknown = issues[0]?.code === 'unrecognized_keys';
  const more = errors.length - 1;
  const tail = more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : '';
  const text = sentence(first, part, firstIsUnknown).replace(/[.!]$/, '');
  return badRequest(`${text}${tail}.`, errors);
}

/** Validates one part of the request; bad input throws the 400, never reaches a handler. */
export async function parsePart(
  schema: z.ZodType,
  value: unknown,
  part: InputPart,
): Promise<unknown> {
  const result = await schema.safeParseAsync(value, { reportInput: true });
  if (!result.success) throw validationError(result.error.issues, part);
  return result.data;
}

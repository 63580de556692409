import { z } from 'zod';
import { isApiError } from '@/client/api-error';
import {
  fieldError,
  refusalNameOf,
  refusalsOf,
  type DeclaredRefusals,
  type EndpointDef,
  type FieldError,
  type RefusalDef,
  type RefusalParams,
} from '@/contract/define';

/**
 * A refused call, typed by the refusals its endpoint declares (the common ones included), so a
 * page switches on `name` and reads `params` without casts, and never on the text of `msg`
 * (the server's English fallback, shown only for what the page does not know).
 */
export type Refusal<E extends EndpointDef> = E extends EndpointDef ? RefusalOfOne<E> : never;

type RefusalOfOne<E extends EndpointDef> = {
  [K in keyof DeclaredRefusals<E> & string]: DeclaredRefusals<E>[K] extends RefusalDef
    ? {
        name: K;
        code: number;
        status: number;
        msg: string;
        params: RefusalParams<DeclaredRefusals<E>[K]>;
        /** The field errors the refusal carries (bad input and the refusals about fields). */
        fieldErrors: FieldError[];
      }
    : never;
}[keyof DeclaredRefusals<E> & string];

/** The name of a refusal of `def` with this code, preferring the one with the same HTTP status. */
export function findRefusal(def: EndpointDef, code: number, status: number): string | null {
  return refusalNameOf(def, code, status);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** `data.errors` as field errors; entries that are not field errors are left out. */
function fieldErrorsOf(data: unknown): FieldError[] {
  const { errors } = record(data);
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    const parsed = fieldError.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The declared parameters of a refusal read from `data`: all of them when they match the
 * declaration, else those that do one by one (the client's dev check has then already failed).
 */
function refusalParams(def: RefusalDef, data: unknown): Record<string, unknown> {
  if (!def.params) return {};
  const value = record(data);
  const parsed = def.params.safeParse(value);
  if (parsed.success) return record(parsed.data);
  if (!(def.params instanceof z.ZodObject)) return {};
  const shape = def.params.shape as Record<string, z.ZodType>;
  const kept: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const one = schema.safeParse(value[key]);
    if (one.success && one.data !== undefined) kept[key] = one.data;
  }
  return kept;
}

/** Whether `data` carries every parameter the refusal declares, as declared. */
export function hasDeclaredParams(def: RefusalDef, data: unknown): boolean {
  return !def.params || def.params.safeParse(record(data)).success;
}

/**
 * What a rejection of `endpoint` says, typed by its declared refusals; null when it is not a
 * refusal the endpoint declares (no answer, an unknown code): the page then shows the server's
 * `msg` or its generic text.
 */
export function refusalOf<E extends EndpointDef>(endpoint: E, error: unknown): Refusal<E> | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const name = findRefusal(endpoint, error.code, error.status);
  if (name === null) return null;
  const def = refusalsOf(endpoint)[name];
  if (!def) return null;
  const refusal = {
    name,
    code: error.code,
    status: error.status,
    msg: error.msg,
    params: refusalParams(def, error.data),
    fieldErrors: fieldErrorsOf(error.data),
  };
  // Built from the endpoint's own declaration just above; the mapped type cannot follow it.
  return refusal as unknown as Refusal<E> | null;
}

/**
 * `refusalOf` for a page that reads the rejections of several calls in one place (the order
 * actions): the first of `endpoints` that declares the refusal reads it.
 */
export function refusalOfAny<const Es extends readonly EndpointDef[]>(
  endpoints: Es,
  error: unknown,
): Refusal<Es[number]> | null {
  for (const endpoint of endpoints) {
    const refusal = refusalOf(endpoint, error);
    if (refusal) return refusal as Refusal<Es[number]>;
  }
  return null;
}

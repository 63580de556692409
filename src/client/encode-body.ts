import type { BodyType } from '@/contract/define';

interface EncodedBody {
  body: BodyInit;
  /** Set for JSON only: for form and multipart bodies fetch derives it (with the boundary). */
  contentType?: string;
}

type FieldValue = string | Blob;

/**
 * Flattens one field of a form or multipart body. Arrays repeat the key (what servers parse as a
 * list); null and undefined are left out rather than sent as the strings "null"/"undefined";
 * numbers and booleans become their string form; files and blobs stay binary.
 */
function fieldValues(value: unknown): FieldValue[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(fieldValues);
  if (typeof Blob !== 'undefined' && value instanceof Blob) return [value];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

function entries(body: unknown): [string, unknown][] {
  return body !== null && typeof body === 'object' ? Object.entries(body) : [];
}

/**
 * Encodes a request body the way the endpoint declares it (`bodyType`, JSON by default).
 * Ready-made URLSearchParams/FormData are passed through untouched.
 */
export function encodeBody(body: unknown, bodyType: BodyType = 'json'): EncodedBody {
  if (bodyType === 'form') {
    if (body instanceof URLSearchParams) return { body };
    const form = new URLSearchParams();
    for (const [key, value] of entries(body)) {
      for (const v of fieldValues(value)) {
        if (typeof v !== 'string')
          throw new TypeError(`Field "${key}" holds a file: use bodyType multipart`);
        form.append(key, v);
      }
    }
    return { body: form };
  }
  if (bodyType === 'multipart') {
    if (body instanceof FormData) return { body };
    const form = new FormData();
    for (const [key, value] of entries(body)) {
      for (const v of fieldValues(value)) form.append(key, v);
    }
    return { body: form };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

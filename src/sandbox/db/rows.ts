import type { SQLOutputValue } from 'node:sqlite';

/**
 * Typed reads of SQLite rows. node:sqlite returns loosely typed values; these getters check the
 * type at run time so a schema mistake fails with the column name instead of spreading `unknown`.
 */
export type Row = Record<string, SQLOutputValue>;

function fail(col: string, expected: string, value: SQLOutputValue | undefined): never {
  throw new TypeError(`Column "${col}" should be ${expected}, got ${typeof value}`);
}

export function text(row: Row, col: string): string {
  const value = row[col];
  return typeof value === 'string' ? value : fail(col, 'text', value);
}

export function textOrNull(row: Row, col: string): string | null {
  const value = row[col];
  return value === null || typeof value === 'string' ? value : fail(col, 'text or null', value);
}

export function int(row: Row, col: string): number {
  const value = row[col];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'bigint' && value <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(value);
  return fail(col, 'an integer', value);
}

export function bool(row: Row, col: string): boolean {
  return int(row, col) !== 0;
}

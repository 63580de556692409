import { format, resolveConfig } from 'prettier';
import type { z } from 'zod';

import { adsEndpoints } from '@/contract/ads';
import { analyticsEndpoints } from '@/contract/analytics';
import { cardEndpoints } from '@/contract/card';
import { COMMON_REFUSALS, FIELD_CODES, fieldError, type EndpointDef } from '@/contract/define';
import { endpoints } from '@/contract/endpoints';
import { marketEndpoints } from '@/contract/market';
import { merchantEndpoints } from '@/contract/merchant';
import { ordersEndpoints } from '@/contract/orders';
import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { ordersChatEndpoints } from '@/contract/orders-chat';
import { ordersFeedbackEndpoints } from '@/contract/orders-feedback';
import { paymentsEndpoints } from '@/contract/payments';
import { sandboxEndpoints } from '@/contract/sandbox';
import { shellEndpoints } from '@/contract/shell';
import { userEndpoints } from '@/contract/user';
import { userNotificationsEndpoints } from '@/contract/user-notifications';
import { userBlockEndpoints } from '@/contract/user-block';
import { pushEndpoints } from '@/contract/push';
import { marketSearchesEndpoints } from '@/contract/market-searches';
import { ordersExpressEndpoints } from '@/contract/orders-express';
import { marketBestWayEndpoints } from '@/contract/market-best-way';
import { verificationEndpoints } from '@/contract/verification';
import { walletEndpoints } from '@/contract/wallet';

/**
 * `docs/api.md` is generated from the contract by `npm run docs:api` (scripts/api-doc.mjs), and
 * `tests/unit/docs-api.test.ts` fails when the file differs from what this module renders. The
 * rendering is shallow on purpose: the call, who may make it, the request and answer fields and
 * the declared refusals; the contract module named in each section holds the full types.
 */

/** One contract module per area, in the order of `src/contract/endpoints.ts`. */
const MODULES: readonly { area: string; endpoints: Record<string, unknown> }[] = [
  { area: 'shell', endpoints: shellEndpoints },
  { area: 'user', endpoints: userEndpoints },
  { area: 'user-notifications', endpoints: userNotificationsEndpoints },
  { area: 'push', endpoints: pushEndpoints },
  { area: 'user-block', endpoints: userBlockEndpoints },
  { area: 'verification', endpoints: verificationEndpoints },
  { area: 'wallet', endpoints: walletEndpoints },
  { area: 'market', endpoints: marketEndpoints },
  { area: 'market-best-way', endpoints: marketBestWayEndpoints },
  { area: 'market-searches', endpoints: marketSearchesEndpoints },
  { area: 'orders', endpoints: ordersEndpoints },
  { area: 'orders-express', endpoints: ordersExpressEndpoints },
  { area: 'orders-appeal', endpoints: ordersAppealEndpoints },
  { area: 'orders-chat', endpoints: ordersChatEndpoints },
  { area: 'orders-feedback', endpoints: ordersFeedbackEndpoints },
  { area: 'ads', endpoints: adsEndpoints },
  { area: 'merchant', endpoints: merchantEndpoints },
  { area: 'payments', endpoints: paymentsEndpoints },
  { area: 'card', endpoints: cardEndpoints },
  { area: 'sandbox', endpoints: sandboxEndpoints },
  { area: 'analytics', endpoints: analyticsEndpoints },
];

/** Inline code; a backtick inside would end it early. */
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** Zod 4 keeps a schema's structure in `def`; only the parts read here are typed. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  values?: readonly unknown[];
}

const defOf = (schema: unknown): SchemaDef | undefined =>
  (schema as { def?: SchemaDef } | undefined)?.def;

/** Wrappers that change neither the field names nor the shape a reader cares about. */
const TRANSPARENT = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schema under optional/nullable/default wrappers and pipes (read from their input side). */
function unwrap(schema: unknown): { def: SchemaDef | undefined; optional: boolean } {
  let def = defOf(schema);
  let optional = false;
  for (let i = 0; def && i < 20; i++) {
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
    }
    if (TRANSPARENT.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else if (def.type === 'lazy') return { def: undefined, optional };
    else break;
  }
  return { def, optional };
}

/** `a`, `b?` (optional or defaulted), in declaration order; null when not an object. */
function fieldList(schema: unknown): string[] | null {
  const { def } = unwrap(schema);
  if (def?.type !== 'object' || !def.shape) return null;
  return Object.entries(def.shape).map(([key, value]) =>
    unwrap(value).optional ? `${key}?` : key,
  );
}

/** A one-line picture of a schema: `{ a, b? }`, `[{ a }]`, `null`, `string`, `A | B`. */
export function describeSchema(schema: unknown, depth = 0): string {
  const { def } = unwrap(schema);
  if (!def) return 'unknown';
  const fields = fieldList(schema);
  if (fields) return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  if (def.type === 'array' && def.element) return `[${describeSchema(def.element, depth + 1)}]`;
  if (def.type === 'union' && def.options && depth < 2) {
    return def.options.map((option) => describeSchema(option, depth + 1)).join(' | ');
  }
  if (def.type === 'enum' || def.type === 'literal') {
    const values = def.values ?? Object.values((def as { entries?: object }).entries ?? {});
    return values.map((value) => JSON.stringify(value)).join(' | ');
  }
  return def.type;
}

/**
 * The refusals an endpoint declares, when its definition carries a `refusals` field, as markdown
 * list items. Read generically (a record keyed by name whose entries may carry `code`, `status`,
 * `params` and `summary`; an array of codes or of `{ code }`; or a zod schema whose options have
 * a literal `code`), so a change in the field's form still regenerates a readable doc.
 */
export function describeRefusals(refusals: unknown): string[] {
  if (refusals === undefined || refusals === null) return [];
  if (Array.isArray(refusals)) {
    return refusals.map((item) =>
      code(
        typeof item === 'object' && item !== null && 'code' in item
          ? String((item as { code: unknown }).code)
          : String(item),
      ),
    );
  }
  const def = defOf(refusals);
  if (def) {
    const options = def.options ?? [refusals];
    return options.map((option) => {
      const literal = unwrap(fieldShape(option)?.code).def?.values;
      return code(literal?.length ? String(literal[0]) : describeSchema(option));
    });
  }
  if (typeof refusals === 'object') {
    return Object.entries(refusals).map(([name, value]) => describeRefusal(name, value));
  }
  return [code(String(refusals))];
}

/** `` `name` 102001 (HTTP 409) `{ param }`: summary `` from whichever of those parts exist. */
function describeRefusal(name: string, value: unknown): string {
  const entry = (typeof value === 'object' && value !== null ? value : {}) as {
    code?: unknown;
    status?: unknown;
    params?: unknown;
    summary?: unknown;
  };
  let text = code(name);
  if (typeof entry.code === 'number' || typeof entry.code === 'string') text += ` ${entry.code}`;
  if (typeof entry.status === 'number' && entry.status !== 400) text += ` (HTTP ${entry.status})`;
  const params = fieldList(entry.params);
  if (params?.length) text += ` ${code(`{ ${params.join(', ')} }`)}`;
  if (typeof entry.summary === 'string') text += `: ${entry.summary}`;
  return text;
}

function fieldShape(schema: unknown): Record<string, z.ZodType> | undefined {
  const { def } = unwrap(schema);
  return def?.type === 'object' ? def.shape : undefined;
}

/** The markdown lines of one endpoint. */
function renderEndpoint(name: string, def: EndpointDef): string[] {
  const access = def.auth === 'user' ? 'logged in' : 'public';
  const errors = def.errors && def.errors !== 'toast' ? `, errors: ${def.errors}` : '';
  const lines = [
    `- **${code(`${def.method} ${def.path}`)}** ${code(name)} (${access}${errors}): ${def.summary}`,
  ];
  const parts: [string, unknown][] = [
    ['path', def.params],
    ['query', def.query],
    [`body (${def.bodyType ?? 'json'})`, def.body],
  ];
  for (const [label, schema] of parts) {
    if (schema) lines.push(`  - ${label}: ${code(describeSchema(schema))}`);
  }
  lines.push(`  - answer: ${code(describeSchema(def.data))}`);
  const refusals = describeRefusals((def as { refusals?: unknown }).refusals);
  if (refusals.length) lines.push('  - refusals:', ...refusals.map((item) => `    - ${item}`));
  return lines;
}

/** Renders `docs/api.md` (before Prettier); throws when a module and `endpoints` disagree. */
export function renderApiDoc(): string {
  const all = endpoints as Record<string, EndpointDef>;
  const seen = new Set<string>();
  const sections: string[] = [];
  for (const { area, endpoints: table } of MODULES) {
    const entries = Object.entries(table as Record<string, EndpointDef>);
    for (const [name] of entries) {
      if (all[name] !== table[name]) throw new Error(`${name} is not in src/contract/endpoints.ts`);
      seen.add(name);
    }
    sections.push(
      `## ${area}`,
      '',
      `\`src/contract/${area}.ts\`: ${entries.length} call${entries.length === 1 ? '' : 's'}.`,
      '',
      ...entries.flatMap(([name, def]) => renderEndpoint(name, def)),
      '',
    );
  }
  const missing = Object.keys(all).filter((name) => !seen.has(name));
  if (missing.length) {
    throw new Error(`Add the module of ${missing.join(', ')} to scripts/lib/api-doc.ts`);
  }
  return [
    '# API reference',
    '',
    '<!-- Generated from src/contract by `npm run docs:api`; do not edit by hand. -->',
    '',
    `Every call the site makes (${seen.size} in all), one section per contract module, in the`,
    'order of `src/contract/endpoints.ts`. Paths are relative to the API base (`/api` with the',
    'sandbox). Every answer is the envelope `{ code, msg, data }`; "answer" below is `data` on',
    'success. Fields: `name?` is optional; nested shapes are in the module. Errors: `self` means',
    'the caller shows the error, `silent` that nobody does; otherwise the client shows a toast.',
    'Refusals: the business refusals a call declares (`refusals` in its entry), by name, envelope',
    'code, HTTP status when not 400, parameters carried in `data`, and meaning; a page switches on',
    'the code, never on `msg` (in the language of the `lang` header, the fallback for a code the',
    'page does not know). Envelope codes 403 and 413 end the session. The sandbox behaviour',
    'behind each call is in [sandbox.md](sandbox.md).',
    '',
    '## Refusals every call can answer',
    '',
    "`COMMON_REFUSALS` in `src/contract/define.ts`, merged into every call's own:",
    '',
    ...describeRefusals(COMMON_REFUSALS).map((item) => `- ${item}`),
    '',
    `Field errors travel in \`data.errors: [${describeSchema(fieldError)}]\`; \`code\` is`,
    `one of ${FIELD_CODES.map((fieldCode) => code(fieldCode)).join(', ')}; \`message\` is English`,
    'text for a reader the page has no translation for.',
    '',
    ...sections,
  ].join('\n');
}

/**
 * Markdown as `prettier --check` wants it (the lint step checks `docs/` and the README too), so
 * a generated file never fails the lint and a regeneration leaves no diff.
 */
export async function formatMarkdown(text: string, filepath = 'docs/api.md'): Promise<string> {
  const options = (await resolveConfig(filepath)) ?? {};
  return format(text, { ...options, filepath, parser: 'markdown' });
}

import { ordersAppealEndpoints } from '@/contract/orders-appeal';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/client/api-error';
import { isContractError } from '@/client/contract-error';
import { refusalOf, refusalOfAny } from '@/client/refusal';
import { endpoint, refusal } from '@/contract/define';
import { ordersEndpoints } from '@/contract/orders';
import { envelopeResponse } from './support/fake-fetch';
import { harness } from './support/http-harness';

/**
 * The client reads a rejection as one of the refusals its endpoint declares, typed by the
 * declaration: a page switches on `name` and reads `params` without casts or message text.
 */

const bookThing = endpoint({
  method: 'POST',
  path: '/things/book',
  auth: 'user',
  errors: 'self',
  body: z.object({ seats: z.number().int() }),
  data: z.null(),
  refusals: {
    soldOut: refusal({
      code: 190001,
      status: 409,
      params: z.object({ left: z.number().int() }),
      summary: 'Not enough seats left',
    }),
    closed: refusal({ code: 190002, summary: 'Booking is closed' }),
  },
  summary: 'Book seats',
});

function rejected(code: number, data: unknown = null, status = 400, msg = 'Refused') {
  return new ApiError({ kind: 'server', code, msg, data, status, traceId: 't' });
}

describe('refusalOf', () => {
  it('names a declared refusal and types its parameters', () => {
    const refused = refusalOf(bookThing, rejected(190001, { left: 2 }, 409));
    expect(refused).toEqual({
      name: 'soldOut',
      code: 190001,
      status: 409,
      msg: 'Refused',
      params: { left: 2 },
      fieldErrors: [],
    });
    if (refused?.name === 'soldOut')
      expectTypeOf(refused.params.left).toEqualTypeOf<number | undefined>();
  });

  it('knows the common refusals of every call, with their field errors', () => {
    const bad = rejected(400, {
      errors: [
        { path: 'seats', code: 'too_big', message: 'At most 4' },
        { path: 'seats', message: 'no code: not a field error of the contract' },
      ],
    });
    expect(refusalOf(bookThing, bad)).toMatchObject({
      name: 'invalid',
      fieldErrors: [{ path: 'seats', code: 'too_big', message: 'At most 4' }],
    });
    expect(refusalOf(bookThing, rejected(400, null, 413))?.name).toBe('tooLarge');
    expect(refusalOf(bookThing, rejected(404, null, 404))?.name).toBe('notFound');
  });

  it('is null for what the call does not declare, and for failures without an answer', () => {
    expect(refusalOf(bookThing, rejected(102007))).toBeNull();
    expect(refusalOf(bookThing, new Error('boom'))).toBeNull();
    const offline = new ApiError({
      kind: 'network',
      code: 0,
      msg: 'Network error',
      data: null,
      status: 0,
      traceId: 't',
    });
    expect(refusalOf(bookThing, offline)).toBeNull();
  });

  it('keeps the parameters that match when others do not (a page keeps its fallback)', () => {
    expect(refusalOf(bookThing, rejected(190001, { left: 'many' }, 409))).toMatchObject({
      name: 'soldOut',
      params: {},
    });
  });

  it('reads the refusals of several calls in one place', () => {
    const actions = [ordersEndpoints.c2cOrderPaid, ordersAppealEndpoints.c2cOrderAppeal] as const;
    const early = refusalOfAny(
      actions,
      rejected(102024, { appealMinMinute: 10, appealAvailableAt: 5 }),
    );
    expect(early).toMatchObject({ name: 'appealTooEarly', params: { appealMinMinute: 10 } });
    expect(refusalOfAny(actions, rejected(102023, null, 409))?.name).toBe('paymentTimedOut');
  });
});

describe('api client: declared refusals in development', () => {
  it('rejects with the ApiError when the refusal carries what it declares', async () => {
    const { client } = harness({}, () => envelopeResponse(190001, { left: 1 }, 'Sold out', 409));
    const error: unknown = await client.call(bookThing, { body: { seats: 2 } }).catch((e) => e);
    expect(refusalOf(bookThing, error)).toMatchObject({ name: 'soldOut', params: { left: 1 } });
  });

  it('fails loudly when a declared refusal lacks its parameters (contract drift)', async () => {
    const { client } = harness({}, () => envelopeResponse(190001, null, 'Sold out', 409));
    const error: unknown = await client.call(bookThing, { body: { seats: 2 } }).catch((e) => e);
    expect(isContractError(error)).toBe(true);
    expect(String(error)).toContain('refusal "soldOut" (code 190001)');
  });

  it('leaves codes no contract declares (faults, proxies) to the page’s fallback', async () => {
    const { client } = harness({}, () => envelopeResponse(503, null, 'Down', 503));
    const error: unknown = await client.call(bookThing, { body: { seats: 2 } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});

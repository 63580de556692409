import type { Data } from '@/contract/define';
import type {
  paymentsEndpoints,
  PaymentField,
  PaymentMethodForm,
  SavePaymentRequest,
  UserPayment,
} from '@/contract/payments';
import type { LocaleCode } from '@/i18n/locales';
import type { SandboxContext } from '@/sandbox/context';
import { PAYMENT_REFUSALS } from '@/contract/payments';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, type Row } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { paymentFieldsOf } from '@/sandbox/db/seed-data/payment-methods';
import { badRequest, invalidFields, notFound, refuse, type FieldError } from '@/sandbox/errors';
import { p2pConfig } from '@/sandbox/config';
import { snapshotOf } from '@/sandbox/orders/payments';
import { paymentFieldText } from '@/sandbox/payments/field-texts';
import { listPaymentMethods, requireFiat, requirePaymentMethod } from '@/sandbox/market/catalogue';
import { consumeTwoFactor } from '@/sandbox/verification/two-factor';
import { findUpload } from '@/sandbox/uploads/uploads';
import type { UserRecord } from '@/sandbox/user/users';

type UserPayments = Data<typeof paymentsEndpoints.c2cPaymentList>;

const USER_PAYMENT_COLUMNS = `upm.id, upm.method_code, upm.fields, upm.created_at, pm.name, pm.color
  FROM user_payment_methods upm JOIN p2p_payment_methods pm ON pm.code = upm.method_code`;

function toUserPayment(row: Row, lang: LocaleCode | null): UserPayment {
  const code = text(row, 'method_code');
  return {
    id: int(row, 'id'),
    method: { code, name: text(row, 'name'), color: text(row, 'color') },
    fields: snapshotOf(code, text(row, 'fields'), lang).fields,
    createdAt: int(row, 'created_at'),
  };
}

/**
 * A user's active saved payment methods, newest first, with their details labelled as the
 * method's form names them, in `lang`. With `fiat`, only methods that serve that fiat (what a
 * seller may offer on an order in it).
 */
export function listUserPayments(
  db: Db,
  userId: number,
  fiat: string | undefined,
  lang: LocaleCode | null,
): UserPayments {
  if (fiat !== undefined) requireFiat(db, fiat);
  return stmt(
    db,
    `SELECT ${USER_PAYMENT_COLUMNS}
      WHERE upm.user_id = ? AND upm.status = 'active'
        AND (? IS NULL OR EXISTS (SELECT 1 FROM p2p_payment_method_fiats f
                                   WHERE f.code = upm.method_code AND f.fiat = ?))
      ORDER BY upm.created_at DESC, upm.id DESC`,
  )
    .all(userId, fiat ?? null, fiat ?? null)
    .map((row) => toUserPayment(row, lang));
}

/**
 * `GET /c2c/v3/user-payment/requirement`: the form of every payment method a user can add (the
 * catalogue's field sets, `seed-data/payment-methods.ts`, named in `lang`), optionally only those
 * serving `fiat` or only `method`.
 */
export function paymentRequirement(
  db: Db,
  fiat: string | undefined,
  method: string | undefined,
  lang: LocaleCode | null,
): PaymentMethodForm[] {
  if (fiat !== undefined) requireFiat(db, fiat);
  if (method !== undefined) requirePaymentMethod(db, method, fiat, 'method');
  return listPaymentMethods(db)
    .filter((m) => (fiat === undefined || m.fiats.includes(fiat)) && (method ?? m.code) === m.code)
    .flatMap((m) => {
      const fields = paymentFieldsOf(m.code);
      if (!fields || fields.length === 0) return [];
      return [
        {
          method: { code: m.code, name: m.name, color: m.color },
          fiats: m.fiats,
          fields: fields.map((f) => ({
            ...f,
            name: paymentFieldText(f.name, lang),
            placeholder: paymentFieldText(f.placeholder, lang),
          })),
        },
      ];
    });
}

/** What a value of each field type must look like (beyond required and maxLength). */
const FORMATS: Partial<Record<PaymentField['type'], { pattern: RegExp; message: string }>> = {
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Incorrect email format' },
  phone: { pattern: /^\+?\d[\d -]{3,19}$/, message: 'Mobile phone number format is incorrect' },
  number: { pattern: /^\d+$/, message: 'You must enter a number' },
};

function fieldProblem(
  db: Db,
  userId: number,
  field: PaymentField,
  value: string,
): Pick<FieldError, 'code' | 'message'> | null {
  if (value === '')
    return field.required ? { code: 'required', message: `${field.name} is required` } : null;
  if (field.maxLength !== null && [...value].length > field.maxLength) {
    return {
      code: 'too_big',
      message: `${field.name} can be at most ${field.maxLength} characters`,
    };
  }
  if (field.type === 'image') {
    const upload = findUpload(db, value);
    // Someone else's file reads as missing, so ids cannot be probed.
    if (!upload || upload.userId !== userId)
      return { code: 'not_found', message: 'No such upload of yours; upload the image again' };
    if (upload.kind !== 'image' || upload.purpose !== 'payment') {
      return { code: 'not_allowed', message: 'This file was not uploaded as a payment image' };
    }
    return null;
  }
  const format = FORMATS[field.type];
  return format && !format.pattern.test(value) ? { code: 'format', message: format.message } : null;
}

/** The details checked against the method's form: only its keys, every rule; empty ones dropped. */
function checkedFields(
  db: Db,
  userId: number,
  methodName: string,
  form: readonly PaymentField[],
  fields: Readonly<Record<string, string>>,
): Record<string, string> {
  const problems: FieldError[] = [];
  const known = new Set(form.map((f) => f.key));
  for (const key of Object.keys(fields)) {
    if (!known.has(key)) {
      problems.push({
        path: `fields.${key}`,
        code: 'unknown_key',
        message: `${methodName} has no field "${key}"`,
      });
    }
  }
  const saved: Record<string, string> = {};
  for (const field of form) {
    const value = fields[field.key] ?? '';
    const problem = fieldProblem(db, userId, field, value);
    if (problem) problems.push({ path: `fields.${field.key}`, ...problem });
    else if (value !== '') saved[field.key] = value;
  }
  const [first, ...rest] = problems;
  if (first) throw invalidFields([first, ...rest]);
  return saved;
}

function activeCount(db: Db, userId: number): number {
  const row = stmt(
    db,
    "SELECT COUNT(*) AS n FROM user_payment_methods WHERE user_id = ? AND status = 'active'",
  ).get(userId);
  return row ? int(row, 'n') : 0;
}

function findOwnActive(db: Db, userId: number, id: number) {
  const row = stmt(
    db,
    `SELECT method_code FROM user_payment_methods
      WHERE id = ? AND user_id = ? AND status = 'active'`,
  ).get(id, userId);
  if (!row) throw notFound('The payment method was not found.');
  return { methodCode: text(row, 'method_code') };
}

/**
 * `POST /c2c/v3/user-payment/save`: adds a payment method (up to `p2p.maxPaymentMethodsPerUser`)
 * or, with `id`, edits one of the user's own (same method). Identity verification is required,
 * the details are checked against the method's form (required, length, email/phone/number
 * formats, images the user uploaded as payment images) and the second factor is used up last,
 * so a refused save leaves the code usable. The answer is labelled in `lang`.
 */
export function savePayment(
  ctx: SandboxContext,
  user: UserRecord,
  body: SavePaymentRequest,
  lang: LocaleCode | null,
): UserPayment {
  return transaction(ctx.db, () => {
    const { db } = ctx;
    if (!user.isAuth) {
      throw refuse(
        PAYMENT_REFUSALS.identityRequired,
        'You have not completed identity verification',
      );
    }
    const method = listPaymentMethods(db).find((m) => m.code === body.method);
    const form = method ? paymentFieldsOf(method.code) : undefined;
    if (!method || !form) {
      const message = 'Not a payment method the market knows';
      throw badRequest(message, [{ path: 'method', code: 'not_allowed', message }]);
    }
    if (body.id !== undefined) {
      if (findOwnActive(db, user.id, body.id).methodCode !== method.code) {
        const message = 'A saved payment method cannot change to another method; add a new one';
        throw badRequest(message, [{ path: 'method', code: 'not_allowed', message }]);
      }
    } else {
      const max = p2pConfig(ctx).maxPaymentMethodsPerUser;
      if (activeCount(db, user.id) >= max) {
        throw refuse(PAYMENT_REFUSALS.limitReached, `You can save at most ${max} payment methods`, {
          max,
        });
      }
    }
    const fields = JSON.stringify(checkedFields(db, user.id, method.name, form, body.fields));
    consumeTwoFactor(ctx, user, body.verification, 'payment.save');
    let id = body.id;
    if (id === undefined) {
      const { lastInsertRowid } = stmt(
        db,
        `INSERT INTO user_payment_methods (user_id, method_code, fields, status, created_at)
         VALUES (?, ?, ?, 'active', ?)`,
      ).run(user.id, method.code, fields, ctx.clock.now());
      id = Number(lastInsertRowid);
    } else {
      // Orders keep a snapshot of the details, so editing never changes a running order.
      stmt(db, 'UPDATE user_payment_methods SET fields = ? WHERE id = ?').run(fields, id);
    }
    const row = stmt(db, `SELECT ${USER_PAYMENT_COLUMNS} WHERE upm.id = ?`).get(id);
    if (!row) throw new Error(`Saved payment method ${id} vanished`);
    return toUserPayment(row, lang);
  });
}

/**
 * Listed ads of the user that show this saved method to buyers: those pointing at it, and those
 * naming only its method when it is the user's last active one of that method.
 */
function listedAdsUsing(db: Db, userId: number, id: number, methodCode: string): number {
  const row = stmt(
    db,
    `SELECT COUNT(DISTINCT a.id) AS n FROM ads a JOIN ad_payment_methods apm ON apm.ad_id = a.id
      WHERE a.user_id = :userId AND a.status = 'listed'
        AND (apm.user_payment_method_id = :id
          OR (apm.user_payment_method_id IS NULL AND apm.method_code = :code
              AND NOT EXISTS (SELECT 1 FROM user_payment_methods o
                               WHERE o.user_id = :userId AND o.method_code = :code
                                 AND o.status = 'active' AND o.id <> :id)))`,
  ).get({ userId, id, code: methodCode });
  return row ? int(row, 'n') : 0;
}

/**
 * `PUT /c2c/v3/user-payment/unbind/:id`: removes one of the user's own active methods. Refused
 * while a listed ad shows it to buyers (delist or edit the ad first); running orders keep their
 * own snapshot of the details, so they never stop it.
 */
export function unbindPayment(ctx: SandboxContext, userId: number, id: number): null {
  return transaction(ctx.db, () => {
    const { db } = ctx;
    const { methodCode } = findOwnActive(db, userId, id);
    const listedAds = listedAdsUsing(db, userId, id, methodCode);
    if (listedAds > 0) {
      throw refuse(
        PAYMENT_REFUSALS.inUse,
        'This payment method is used by your listed ads. Delist those ads or change their payment methods first.',
        { listedAds },
      );
    }
    stmt(db, "UPDATE user_payment_methods SET status = 'unbound' WHERE id = ?").run(id);
    return null;
  });
}

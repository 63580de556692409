import { z } from 'zod';
import { empty, timestamp } from '@/contract/common';
import { endpoint } from '@/contract/define';
import { internalMessage } from '@/contract/user';

/**
 * Control calls of the embedded sandbox (never present on the real exchange): start a session
 * as a demo persona, move the clock, reseed, read the codes that "were sent", push a message.
 * Scripts, end-to-end tests and demo users use them; the product UI does not.
 */
export const PERSONAS = ['user', 'verified', 'merchant', 'wallet', 'agent'] as const;
export const persona = z.enum(PERSONAS, {
  error: `Choose one of the demo accounts: ${PERSONAS.join(', ')}`,
});
export type Persona = z.infer<typeof persona>;

/** Ten years: enough for any scenario, small enough to stay a safe integer in milliseconds. */
const MAX_ADVANCE_SECONDS = 10 * 366 * 24 * 3600;

export const sandboxEndpoints = {
  sandboxSession: endpoint({
    method: 'POST',
    path: '/sandbox/session',
    auth: 'public',
    body: z.object({ persona }).strict(),
    data: z.object({ token: z.string(), persona }),
    summary: 'Logs in as a demo persona: returns the token and sets the session cookie.',
  }),
  sandboxClock: endpoint({
    method: 'POST',
    path: '/sandbox/clock',
    auth: 'public',
    body: z.object({ advanceSeconds: z.number().int().min(0).max(MAX_ADVANCE_SECONDS) }).strict(),
    data: z.object({ now: timestamp }),
    summary: 'Moves sandbox time forward (0 just reads it); returns the new time.',
  }),
  sandboxReset: endpoint({
    method: 'POST',
    path: '/sandbox/reset',
    auth: 'public',
    data: empty,
    summary: 'Deletes all data (sessions too) and seeds the demo data again.',
  }),
  sandboxCodes: endpoint({
    method: 'GET',
    path: '/sandbox/codes',
    auth: 'public',
    /** A phone as `+<area code><number>` (spaces and dashes ignored) or an email. */
    query: z.object({ target: z.string().min(3).max(254) }).strict(),
    data: z.object({
      target: z.string(),
      channel: z.enum(['sms', 'email']),
      code: z.string(),
      sentAt: timestamp,
      expiresAt: timestamp,
    }),
    summary: 'The last verification code sent to a phone or email (no SMS leaves the sandbox).',
  }),
  sandboxMessages: endpoint({
    method: 'POST',
    path: '/sandbox/messages',
    auth: 'public',
    body: z
      .object({
        persona,
        title: z.string().trim().min(1, 'Give the message a title').max(200),
        content: z.string().trim().min(1, 'Give the message some content').max(5000),
      })
      .strict(),
    data: internalMessage,
    summary: 'Pushes an internal message to a persona (and a user.messages socket event).',
  }),
} as const;

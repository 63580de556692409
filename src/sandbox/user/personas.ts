import type { Persona } from '@/contract/sandbox';
import type { SandboxContext } from '@/sandbox/context';
import { notFound } from '@/sandbox/errors';
import { createSession } from '@/sandbox/user/sessions';
import { findUserByPersona } from '@/sandbox/user/users';

/** Logs in as a demo persona (the stand-in main site and `POST /sandbox/session` share it). */
export function sessionForPersona(ctx: SandboxContext, persona: Persona) {
  const user = findUserByPersona(ctx.db, persona);
  if (!user) throw notFound(`The demo account "${persona}" does not exist; reset the sandbox`);
  return createSession(ctx, user.id);
}

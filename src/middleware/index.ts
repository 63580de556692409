import { sequence } from 'astro:middleware';
import { guard } from '@/middleware/guard';
import { invitation } from '@/middleware/invitation';
import { locale } from '@/middleware/locale';
import { session } from '@/middleware/session';

/** Order matters: the locale is known before the session loads (the API gets the language). */
export const onRequest = sequence(locale, invitation, session, guard);

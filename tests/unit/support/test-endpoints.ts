import { z } from 'zod';
import { endpoint } from '@/contract/define';

/** Small endpoints for client tests, independent of the real contract tables. */
export const getThing = endpoint({
  method: 'GET',
  path: '/things/:id',
  auth: 'public',
  params: z.object({ id: z.number().int() }),
  query: z.object({ page: z.number().int().optional(), tag: z.string().optional() }).optional(),
  data: z.object({ name: z.string(), count: z.number() }),
  summary: 'A thing',
});

export const saveThing = endpoint({
  method: 'POST',
  path: '/things',
  auth: 'user',
  body: z.object({ name: z.string().min(2), count: z.number() }),
  data: z.null(),
  summary: 'Save a thing',
});

export const renameThing = endpoint({
  method: 'POST',
  path: '/things/rename',
  auth: 'user',
  body: z.object({ nickname: z.string(), tags: z.array(z.string()) }),
  bodyType: 'form',
  data: z.null(),
  summary: 'Rename (form)',
});

export const uploadThing = endpoint({
  method: 'POST',
  path: '/things/upload',
  auth: 'user',
  body: z.object({ file: z.instanceof(Blob), kind: z.string() }),
  bodyType: 'multipart',
  data: z.object({ url: z.string() }),
  summary: 'Upload (multipart)',
});

export const selfThing = endpoint({
  method: 'POST',
  path: '/things/self',
  auth: 'user',
  errors: 'self',
  data: z.null(),
  summary: 'Handles its own errors',
});

export const silentThing = endpoint({
  method: 'GET',
  path: '/things/silent',
  auth: 'public',
  errors: 'silent',
  data: z.null(),
  summary: 'Stays silent',
});

export const pingThing = endpoint({
  method: 'GET',
  path: '/things/ping',
  auth: 'public',
  data: z.null(),
  summary: 'No input at all',
});

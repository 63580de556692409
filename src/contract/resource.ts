import { z } from 'zod';
import { endpoint } from '@/contract/define';

/** Message id the spec names for a college video that has no link yet. */
export const COLLEGE_VIDEO_MISSING = 101114;

/** Lookup keys of links and videos: short slugs such as `p2p-faq`. */
const resourceKey = z
  .string()
  .min(1, 'Give a key')
  .max(64)
  .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'A key has letters, digits, dots, dashes or underscores');

/** 1 twitter, 2 telegram, 3 medium, 4 instagram, 5 discord, 6 youtube, 7 facebook, 8 coinmarketcap. */
export const contactType = z.number().int().min(1).max(8);

export const contact = z.object({ type: contactType, url: z.string(), title: z.string() });

export const resourceEndpoints = {
  contacts: endpoint({
    method: 'GET',
    path: '/resource/contacts',
    auth: 'public',
    data: z.array(contact),
    summary: 'Social links of the footer (types 1-8).',
  }),
  resourceLink: endpoint({
    method: 'GET',
    path: '/resource/link',
    auth: 'public',
    query: z.object({ key: resourceKey }).strict(),
    data: z.object({ key: z.string(), url: z.string() }),
    summary: 'The URL configured for a key (help pages, agreements, downloads); 404 if none.',
  }),
  collegeVideo: endpoint({
    method: 'GET',
    path: '/resource/college/video',
    auth: 'public',
    query: z.object({ key: resourceKey }).strict(),
    data: z.object({ key: z.string(), title: z.string(), url: z.string() }),
    summary: `A tutorial video by key; code ${COLLEGE_VIDEO_MISSING} when the topic has no video.`,
  }),
} as const;

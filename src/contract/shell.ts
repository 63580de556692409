import { z } from 'zod';

import { decimal } from '@/contract/common';
import { endpoint, refusal } from '@/contract/define';

/**
 * The shell's calls: the language and currency pickers, invite and download links, the footer's
 * social contacts, help links and videos, and the agent status the service menu reads.
 */

const languageOption = z.object({ language: z.string(), name: z.string() });

/** `rate`: units of this currency per 1 USD, a decimal string (never a float on the wire). */
const rateOption = z.object({ currency: z.string(), symbol: z.string(), rate: decimal });

/** Origins an invite link may use; the UI appends the invite code to the default one. */
const inviteDomain = z.object({ domain: z.string(), isDefault: z.boolean() });

/**
 * Broker (agent) programme. The status decides the agents landing page: existing agents go to
 * their dashboard, everyone else to the application page.
 */
export const BROKER_STATUS = {
  none: 0,
  /** An existing agent. */
  agent: 1,
  underReview: 2,
  rejected: 3,
} as const;

/** Message id the spec names for a college video that has no link yet. */
export const COLLEGE_VIDEO_MISSING = 101114;

/** Lookup keys of links and videos: short slugs such as `p2p-faq`. */
const resourceKey = z
  .string()
  .min(1, 'Give a key')
  .max(64)
  .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'A key has letters, digits, dots, dashes or underscores');

/** 1 twitter, 2 telegram, 3 medium, 4 instagram, 5 discord, 6 youtube, 7 facebook, 8 coinmarketcap. */
const contactType = z.number().int().min(1).max(8);

const contact = z.object({ type: contactType, url: z.string(), title: z.string() });

export const shellEndpoints = {
  configLanguages: endpoint({
    method: 'GET',
    path: '/user/config/languages',
    auth: 'public',
    data: z.array(languageOption),
    summary: 'The 13 interface languages with their native names.',
  }),
  configRates: endpoint({
    method: 'GET',
    path: '/user/config/rates',
    auth: 'public',
    data: z.array(rateOption),
    summary: 'Display currencies with symbols and their rate against USD (usd first).',
  }),
  inviteDomains: endpoint({
    method: 'GET',
    path: '/user/invite/domains',
    auth: 'public',
    data: z.array(inviteDomain),
    summary: 'Origins for invite and download links.',
  }),
  brokerApplyStatus: endpoint({
    method: 'GET',
    path: '/broker/v3/broker/apply/status',
    auth: 'user',
    // Spec section 8: the menu asks quietly; a failure just means "not an agent".
    errors: 'silent',
    data: z.object({ status: z.number().int().min(0).max(3) }),
    summary: 'The user’s agent status: 0 none, 1 existing agent, 2 under review, 3 rejected.',
  }),
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
    refusals: {
      videoMissing: refusal({
        code: COLLEGE_VIDEO_MISSING,
        status: 404,
        summary: 'The topic has no video yet',
      }),
    },
    summary: `A tutorial video by key; code ${COLLEGE_VIDEO_MISSING} when the topic has no video.`,
  }),
} as const;

/**
 * Constants the spec leaves open, seeded into the `config` table (one place, read at run time,
 * so a demo can change them without a rebuild). Later issues add the P2P ones here.
 */
export const CONFIG_SEEDS = {
  'validation.resendSeconds': {
    value: '60',
    description: 'Seconds before another code may be sent to the same phone/email.',
  },
  'validation.dailyLimit': {
    value: '10',
    description: 'Codes per phone/email per UTC day.',
  },
  'validation.codeTtlSeconds': {
    value: '300',
    description: 'Seconds a verification code stays valid.',
  },
  'validation.verifyTokenTtlSeconds': {
    value: '120',
    description: 'Seconds a behaviour-verification token stays valid (single use).',
  },
  'session.ttlSeconds': {
    value: String(7 * 24 * 3600),
    description: 'Seconds a login session (and its cookie) lasts.',
  },
} as const satisfies Record<string, { value: string; description: string }>;

export type ConfigKey = keyof typeof CONFIG_SEEDS;

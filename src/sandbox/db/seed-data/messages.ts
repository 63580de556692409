import type { Persona } from '@/contract/sandbox';

/** A seeded internal message; `hoursAgo` is relative to the seed time, `read` its status. */
export interface MessageSeed {
  title: string;
  content: string;
  hoursAgo: number;
  read: boolean;
}

const welcome: MessageSeed = {
  title: 'Welcome to P2P trading',
  content:
    'Buy and sell crypto directly with other users. Your counterparty’s crypto is held in escrow until you confirm payment.',
  hoursAgo: 24 * 7,
  read: true,
};

const security: MessageSeed = {
  title: 'Keep your account safe',
  content:
    'We will never ask for your password or verification codes. Only pay to the payment method shown on the order page.',
  hoursAgo: 24 * 2,
  read: false,
};

/** Every persona has some messages, at least one unread, so the bell shows a count. */
export const MESSAGE_SEEDS: Record<Persona, readonly MessageSeed[]> = {
  user: [
    welcome,
    security,
    {
      title: 'Complete identity verification',
      content: 'Verify your identity to start trading on P2P. It takes a few minutes.',
      hoursAgo: 5,
      read: false,
    },
  ],
  verified: [
    welcome,
    {
      title: 'Identity verification approved',
      content: 'Your identity is verified. You can now trade through P2P ads.',
      hoursAgo: 24 * 3,
      read: true,
    },
    security,
  ],
  merchant: [
    welcome,
    {
      title: 'Merchant application approved',
      content: 'You are now a certified advertiser. Post your first ad from My Ads.',
      hoursAgo: 24 * 20,
      read: true,
    },
    security,
    {
      title: 'Deposit locked',
      content:
        'Your advertiser security deposit is locked. Release it any time you have no listed ads and no open orders.',
      hoursAgo: 12,
      read: false,
    },
  ],
  wallet: [
    {
      title: 'Wallet connected',
      content: 'Your wallet is connected. To trade on P2P, log in with an exchange account.',
      hoursAgo: 30,
      read: false,
    },
  ],
  agent: [
    welcome,
    {
      title: 'Monthly agent report',
      content: 'Your agent commission report for last month is ready in the agent dashboard.',
      hoursAgo: 8,
      read: false,
    },
  ],
};

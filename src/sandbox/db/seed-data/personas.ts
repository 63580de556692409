import type { z } from 'zod';
import type { Persona } from '@/contract/sandbox';
import type { userInfo } from '@/contract/user';

/**
 * A demo account as seeded: the contract's user info (every persona starts with swap closed, so
 * not `swapOpen`) plus sandbox data; `label` and `description` are shown on the stand-in login page.
 */
export interface PersonaSeed extends Omit<z.infer<typeof userInfo>, 'swapOpen'> {
  persona: Persona;
  label: string;
  description: string;
  isMerchant: boolean;
  brokerStatus: number;
  country: string | null;
  /** Account age at seed time, for later "registered N days ago" ad conditions. */
  ageDays: number;
}

/** One persona per audience of the spec; names are stable (tests, README and docs rely on them). */
export const PERSONA_SEEDS: readonly PersonaSeed[] = [
  {
    persona: 'user',
    label: 'Normal user',
    description: 'Account user, identity not verified, no nickname yet.',
    uid: '10000001',
    type: 3,
    loginType: 'account',
    email: 'user@example.com',
    areaCode: null,
    phone: null,
    walletAddress: null,
    level: 0,
    isAuth: false,
    isMerchant: false,
    brokerStatus: 0,
    inviteCode: 'USER0001',
    nickname: null,
    country: null,
    ageDays: 3,
  },
  {
    persona: 'verified',
    label: 'Verified user',
    description: 'Account user with identity verified; may trade through ads.',
    uid: '10000002',
    type: 3,
    loginType: 'account',
    email: 'verified@example.com',
    areaCode: '44',
    phone: '7700900123',
    walletAddress: null,
    level: 1,
    isAuth: true,
    isMerchant: false,
    brokerStatus: 0,
    inviteCode: 'VERI0002',
    nickname: 'VeraTrades',
    country: 'GB',
    ageDays: 120,
  },
  {
    persona: 'merchant',
    label: 'Certified advertiser',
    description: 'Verified account user with merchant rights; may post ads (trades GBP).',
    uid: '10000003',
    type: 3,
    loginType: 'account',
    email: 'merchant@example.com',
    areaCode: '44',
    phone: '7700900456',
    walletAddress: null,
    level: 3,
    isAuth: true,
    isMerchant: true,
    brokerStatus: 0,
    inviteCode: 'MERC0003',
    nickname: 'MaxMerch',
    country: 'GB',
    ageDays: 400,
  },
  {
    persona: 'wallet',
    label: 'Wallet-connected user',
    description: 'Logged in with a wallet (not type 3): fewer menus, P2P closed.',
    uid: '10000004',
    type: 2,
    loginType: 'wallet',
    email: null,
    areaCode: null,
    phone: null,
    walletAddress: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    level: 0,
    isAuth: false,
    isMerchant: false,
    brokerStatus: 0,
    inviteCode: 'WALL0004',
    nickname: null,
    country: null,
    ageDays: 30,
  },
  {
    persona: 'agent',
    label: 'Agent',
    description: 'Verified account user who is an existing agent (broker status 1).',
    uid: '10000005',
    type: 3,
    loginType: 'account',
    email: 'agent@example.com',
    areaCode: '852',
    phone: '51234567',
    walletAddress: null,
    level: 2,
    isAuth: true,
    isMerchant: false,
    brokerStatus: 1,
    inviteCode: 'AGEN0005',
    nickname: 'AgentAda',
    country: 'HK',
    ageDays: 700,
  },
];

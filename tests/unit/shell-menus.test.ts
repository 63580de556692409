import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@/config/routes';
import { localePath } from '@/i18n/paths';
import {
  AGENT_TARGETS,
  FOOTER_COLUMNS,
  NAV_GROUPS,
  THEME_HIDDEN_PATHS,
  USER_MENU,
  WALLET_MENU,
  menuHref,
  serviceMenu,
  visibleItems,
  type MenuGroup,
  type MenuItem,
} from '@/shell/menus';

const enDir = join(import.meta.dirname, '../../locales/en');
const englishKeys = new Set(
  readdirSync(enDir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => Object.keys(JSON.parse(readFileSync(join(enDir, file), 'utf8')))),
);

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const group = (groups: readonly MenuGroup[], id: string) => {
  const found = groups.find((each) => each.id === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};

/** Every flat list of items the shell renders, named for failure messages. */
const MENUS: [string, readonly MenuItem[]][] = [
  ...NAV_GROUPS.map((g): [string, readonly MenuItem[]] => [`nav ${g.id}`, g.items]),
  ['service (agent)', serviceMenu(true)],
  ['service (other)', serviceMenu(false)],
  ['wallet', WALLET_MENU],
  ['user', USER_MENU],
  ...FOOTER_COLUMNS.map((c): [string, readonly MenuItem[]] => [`footer ${c.id}`, c.items]),
];

describe('visibleItems', () => {
  it.each([
    ['a visitor', null],
    ['a wallet user (type 2)', 2],
  ])('hides the account-only wallet P2P and preferences items from %s', (_who, type) => {
    expect(ids(visibleItems(WALLET_MENU, type))).toEqual([
      'overview',
      'transfer',
      'spot',
      'free-zone',
      'futures',
      'finance',
      'history',
    ]);
    expect(ids(visibleItems(USER_MENU, type))).toEqual([
      'overview',
      'orders',
      'identity',
      'security',
      'referral',
      'api',
      'coupons',
    ]);
  });

  it('shows every item, in order, to an account user (type 3)', () => {
    expect(visibleItems(WALLET_MENU, 3)).toEqual(WALLET_MENU);
    expect(visibleItems(USER_MENU, 3)).toEqual(USER_MENU);
    expect(ids(visibleItems(WALLET_MENU, 3))).toContain('p2p');
    expect(ids(visibleItems(USER_MENU, 3))).toContain('preferences');
  });

  it('keeps items without an audience for everyone', () => {
    const items = NAV_GROUPS.flatMap((g) => g.items);
    expect(visibleItems(items, null)).toEqual(items);
  });
});

describe('serviceMenu', () => {
  const agents = (isAgent: boolean) => serviceMenu(isAgent).find((item) => item.id === 'agents');

  it('points an existing agent to the agent dashboard', () => {
    expect(agents(true)?.target).toEqual(AGENT_TARGETS.agent);
    expect(agents(true)?.target).toEqual({ main: '/agents/dashboard' });
    expect(agents(true)?.label).toBe('service.agentsDashboard');
  });

  it('points everyone else to the programme page', () => {
    expect(agents(false)?.target).toEqual({ main: '/agents' });
    expect(agents(false)?.label).toBe('service.agents');
  });

  it('changes nothing but the agents item', () => {
    const withoutAgents = (isAgent: boolean) =>
      serviceMenu(isAgent).filter((item) => item.id !== 'agents');
    expect(withoutAgents(true)).toEqual(withoutAgents(false));
    expect(ids(serviceMenu(true))).toEqual(ids(serviceMenu(false)));
  });
});

describe('menuHref', () => {
  const localize = (path: string) => localePath('ko', path);

  it.each([
    ['/sandbox', '/sandbox/trade/spot'],
    ['/sandbox/', '/sandbox/trade/spot'],
    ['https://www.example.com/', 'https://www.example.com/trade/spot'],
    ['https://www.example.com', 'https://www.example.com/trade/spot'],
  ])('joins a main-site path to PUBLIC_MAIN_SITE %s', (mainSite, href) => {
    expect(menuHref({ main: '/trade/spot' }, { mainSite, localize })).toBe(href);
  });

  it('puts P2P pages in the page locale and never on the main site', () => {
    const context = { mainSite: 'https://www.example.com/', localize };
    expect(menuHref({ p2p: routes.market() }, context)).toBe('/ko/buy_USDT');
    expect(menuHref({ p2p: routes.thirdParty() }, context)).toBe('/ko/thirdParty');
    expect(
      menuHref({ p2p: '/myorder' }, { ...context, localize: (p) => localePath('en', p) }),
    ).toBe('/myorder');
  });
});

describe('menu data', () => {
  it('uses only label and hint keys that the English dictionaries define', () => {
    const used = [
      ...NAV_GROUPS.map((g) => g.label),
      ...FOOTER_COLUMNS.map((c) => c.label),
      ...MENUS.flatMap(([, items]) =>
        items.flatMap((i) => (i.hint ? [i.label, i.hint] : [i.label])),
      ),
    ];
    expect(used.length).toBeGreaterThan(60);
    expect(used.filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it('has unique ids within every menu and across the groups', () => {
    for (const [name, items] of MENUS) {
      expect(new Set(ids(items)).size, name).toBe(items.length);
    }
    expect(new Set(ids(NAV_GROUPS)).size).toBe(NAV_GROUPS.length);
    expect(new Set(ids(FOOTER_COLUMNS)).size).toBe(FOOTER_COLUMNS.length);
  });

  it('gives every link a main-site path or a P2P path starting with a slash', () => {
    const targets = [
      ...MENUS.flatMap(([, items]) => items.map((item) => item.target)),
      ...NAV_GROUPS.flatMap((g) => (g.target ? [g.target] : [])),
    ];
    for (const target of targets) {
      const path = 'main' in target ? target.main : target.p2p;
      expect(path).toMatch(/^\/[^/]/);
    }
  });

  it('hides the theme switch on the card purchase page only', () => {
    expect(THEME_HIDDEN_PATHS).toEqual([routes.thirdParty()]);
  });
});

describe('the spec’s menus (section 2)', () => {
  it('has the header groups in display order', () => {
    expect(ids(NAV_GROUPS)).toEqual([
      'buy-crypto',
      'trade',
      'finance',
      'activities',
      'list-tokens',
      'scs',
      'space',
    ]);
  });

  it('offers P2P, the best way to buy, Express and third-party payment under Buy Crypto, all pages of this product', () => {
    const buy = group(NAV_GROUPS, 'buy-crypto');
    expect(ids(buy.items)).toEqual(['p2p', 'best-way', 'express', 'third-party']);
    expect(buy.items.map((i) => i.target)).toEqual([
      { p2p: routes.market() },
      { p2p: routes.bestWay() },
      { p2p: routes.express() },
      { p2p: routes.thirdParty() },
    ]);
    expect(buy.items.every((i) => i.hint !== undefined)).toBe(true);
  });

  it('lists the eight trade products', () => {
    expect(ids(group(NAV_GROUPS, 'trade').items)).toEqual([
      'spot',
      'stock',
      'futures',
      '1usd',
      'spot-grid',
      'copy-trading',
      'markets',
      'data-screener',
    ]);
  });

  it('lists SuperStart, Earn and quantitative funds under Finance', () => {
    expect(ids(group(NAV_GROUPS, 'finance').items)).toEqual(['superstart', 'earn', 'quant-funds']);
  });

  it('has Activities and SCS groups with links', () => {
    expect(ids(group(NAV_GROUPS, 'activities').items)).toEqual(['events']);
    expect(group(NAV_GROUPS, 'scs').items.length).toBeGreaterThan(0);
  });

  it.each(['list-tokens', 'space'])('renders %s as a plain link', (id) => {
    const link = group(NAV_GROUPS, id);
    expect(link.items).toEqual([]);
    expect(link.target).toBeDefined();
  });

  it('has the ten service items', () => {
    expect(ids(serviceMenu(false))).toEqual([
      'dao',
      'invite',
      'roadmap',
      'help-center',
      'task-center',
      'et-zone',
      'mystery-box',
      'agents',
      'btc-startup',
      'pay',
    ]);
  });

  it('has the wallet menu with P2P for account users only, and the transfer dialog (issue 6)', () => {
    expect(ids(WALLET_MENU)).toEqual([
      'overview',
      'transfer',
      'spot',
      'free-zone',
      'p2p',
      'futures',
      'finance',
      'history',
    ]);
    expect(WALLET_MENU.filter((i) => i.audience === 'account').map((i) => i.id)).toEqual(['p2p']);
    // Transfer opens the dialog on the page; its target is the main site's page for the same.
    expect(WALLET_MENU.filter((i) => i.action).map((i) => [i.id, i.action])).toEqual([
      ['transfer', 'transfer'],
    ]);
  });

  it('has the user menu with preferences for account users only', () => {
    expect(ids(USER_MENU)).toEqual([
      'overview',
      'orders',
      'identity',
      'security',
      'referral',
      'preferences',
      'api',
      'coupons',
    ]);
    expect(USER_MENU.filter((i) => i.audience === 'account').map((i) => i.id)).toEqual([
      'preferences',
    ]);
  });

  it('has the six footer columns, none empty', () => {
    expect(ids(FOOTER_COLUMNS)).toEqual(['about', 'learn', 'service', 'contact', 'scs', 'other']);
    for (const column of FOOTER_COLUMNS) expect(column.items.length, column.id).toBeGreaterThan(0);
  });
});

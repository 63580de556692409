import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAS } from '@/contract/sandbox';
import { LOCALE_CODES } from '@/i18n/locales';
import { createManualClock } from '@/sandbox/clock';
import { openDatabase, stmt } from '@/sandbox/db/database';
import { migrations, readUserVersion } from '@/sandbox/db/migrations';
import { MESSAGE_SEEDS } from '@/sandbox/db/seed-data/messages';
import { createSandbox } from '@/sandbox/index';
import { startSandbox, type Harness } from './harness';

interface Message {
  id: number;
  status: 0 | 1;
  title: string;
  content: string;
  pushTime: number;
}
interface Page {
  items: Message[];
  total: number;
  page: number;
  pageSize: number;
}

async function list(h: Harness, token: string, lang?: string, query = '') {
  const res = await h.get<Page>(`/user/internal-msgs${query}`, {
    token,
    headers: lang === undefined ? {} : { lang },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const titles = (page: Page) => page.items.map((m) => m.title);

/** The `user` persona's seeded titles, newest first. */
const USER_TITLES = {
  en: ['Complete identity verification', 'Keep your account safe', 'Welcome to P2P trading'],
  fa: ['احراز هویت را تکمیل کنید', 'از حساب خود محافظت کنید', 'به معاملات P2P خوش آمدید'],
  'zh-TC': ['完成身分驗證', '保護您的帳戶安全', '歡迎使用 P2P 交易'],
};

describe('internal messages in the request’s language', () => {
  it('answers the same messages in en, fa and zh-TC with translated titles and contents', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const en = await list(h, token, 'en');
    const fa = await list(h, token, 'fa');
    const zhTc = await list(h, token, 'zh-TC');

    expect(titles(en)).toEqual(USER_TITLES.en);
    expect(titles(fa)).toEqual(USER_TITLES.fa);
    expect(titles(zhTc)).toEqual(USER_TITLES['zh-TC']);
    expect(fa.items[0]?.content).toBe(
      'برای شروع معامله در P2P، هویت خود را تأیید کنید. این کار فقط چند دقیقه طول می‌کشد.',
    );
    expect(zhTc.items[0]?.content).toBe('完成身分驗證即可開始 P2P 交易，只需幾分鐘。');

    // Only the words change: same messages, order, status, times and paging; no new fields.
    const rest = (page: Page) => ({
      ...page,
      items: page.items.map(({ id, status, pushTime }) => ({ id, status, pushTime })),
    });
    expect(rest(fa)).toEqual(rest(en));
    expect(rest(zhTc)).toEqual(rest(en));
    for (const item of [...en.items, ...fa.items, ...zhTc.items]) {
      expect(Object.keys(item).sort()).toEqual(['content', 'id', 'pushTime', 'status', 'title']);
    }
  });

  it('answers every seeded message of every persona in each of the 13 languages', async () => {
    const h = startSandbox();
    for (const persona of PERSONAS) {
      const token = await h.login(persona);
      const seeds = [...MESSAGE_SEEDS[persona]].sort((a, b) => a.hoursAgo - b.hoursAgo);
      for (const lang of LOCALE_CODES) {
        const page = await list(h, token, lang);
        expect(page.items.map(({ title, content }) => ({ title, content }))).toEqual(
          seeds.map((s) => s.text[lang]),
        );
        if (lang !== 'en') {
          // A translation that is still the English text would be a copy-paste slip.
          page.items.forEach((m, i) => expect(m.title).not.toBe(seeds[i]?.text.en.title));
        }
      }
    }
  });

  it('stores one translation per seeded message and non-English language', () => {
    const { sandbox } = startSandbox();
    const count = (sql: string) => stmt(sandbox.db, sql).get()?.n;
    const messages = count('SELECT COUNT(*) AS n FROM internal_messages');
    expect(count('SELECT COUNT(*) AS n FROM internal_message_translations')).toBe(
      Number(messages) * (LOCALE_CODES.length - 1),
    );
    expect(count("SELECT COUNT(*) AS n FROM internal_message_translations WHERE lang = 'en'")).toBe(
      0,
    );
  });

  it('falls back to the stored text for an unknown, empty or missing language', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    for (const lang of ['de', 'fa-IR', 'zh', 'xx-YY', '', '   ', undefined]) {
      expect(titles(await list(h, token, lang))).toEqual(USER_TITLES.en);
    }
  });

  it('forgives the letter case of a known language code', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    expect(titles(await list(h, token, 'ZH-tc'))).toEqual(USER_TITLES['zh-TC']);
    expect(titles(await list(h, token, ' FA '))).toEqual(USER_TITLES.fa);
  });

  it('reads the language per request: concurrent requests each get their own', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const langs = ['fa', 'en', 'zh-TC', 'fa', 'de', 'zh-TC'] as const;
    const pages = await Promise.all(langs.map((lang) => list(h, token, lang)));
    expect(pages.map(titles)).toEqual([
      USER_TITLES.fa,
      USER_TITLES.en,
      USER_TITLES['zh-TC'],
      USER_TITLES.fa,
      USER_TITLES.en,
      USER_TITLES['zh-TC'],
    ]);
  });

  it('keeps a pushed message exactly as pushed in every language', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    h.clock.advance(60);
    const pushed = { title: 'Maintenance tonight', content: 'P2P pauses at 02:00 UTC.' };
    expect((await h.post('/sandbox/messages', { persona: 'user', ...pushed })).status).toBe(200);
    for (const lang of ['en', 'fa', 'zh-TC', 'ja', undefined]) {
      const page = await list(h, token, lang);
      expect(page.total).toBe(4);
      expect(page.items[0]).toMatchObject({ ...pushed, status: 0 });
    }
    const fa = await list(h, token, 'fa');
    expect(titles(fa).slice(1)).toEqual(USER_TITLES.fa);
  });

  it('marks a message read from a translated list', async () => {
    const h = startSandbox();
    const token = await h.login('user');
    const fa = { token, headers: { lang: 'fa' } };
    const unread = (await list(h, token, 'fa')).items.find((m) => m.status === 0);
    expect(unread?.title).toBe(USER_TITLES.fa[0]);
    expect((await h.post(`/user/internal-msgs/${unread?.id}`, undefined, fa)).status).toBe(200);

    const after = await list(h, token, 'fa');
    expect(after.items[0]).toMatchObject({ id: unread?.id, status: 1, title: USER_TITLES.fa[0] });
    expect((await list(h, token, 'en')).items[0]).toMatchObject({ id: unread?.id, status: 1 });
    expect((await h.get<{ num: number }>('/user/internal-msgs/unread', fa)).body.data.num).toBe(1);
  });

  it('pages translated lists exactly like English ones', async () => {
    const h = startSandbox();
    const token = await h.login('merchant');
    const en = await list(h, token, 'en');
    for (const lang of ['fa', 'zh-TC']) {
      const all = await list(h, token, lang);
      expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10 });
      expect(titles(all)).not.toEqual(titles(en));
      const first = await list(h, token, lang, '?page=1&pageSize=3');
      const second = await list(h, token, lang, '?page=2&pageSize=3');
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect([...first.items, ...second.items]).toEqual(all.items);
      expect(all.items.map((m) => m.id)).toEqual(en.items.map((m) => m.id));
    }
  });

  it('answers in the language again after a reset', async () => {
    const h = startSandbox();
    expect((await h.post('/sandbox/reset')).status).toBe(200);
    const token = await h.login('user');
    expect(titles(await list(h, token, 'fa'))).toEqual(USER_TITLES.fa);
  });
});

describe('upgrading a database made before message translations', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('adds the translations table, keeps the data, and reseeds translated messages on reset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'p2p-sandbox-'));
    dirs.push(dir);
    const dbPath = join(dir, 'sandbox.db');
    const clock = createManualClock();

    // A database as the previous code left it: the earlier migrations, a seeded persona and
    // its (English) messages, one of them pushed.
    const before = migrations.findIndex((m) =>
      m.sql.includes('CREATE TABLE internal_message_translations'),
    );
    expect(before).toBeGreaterThan(0);
    const old = openDatabase(dbPath);
    for (const m of migrations.slice(0, before)) old.exec(m.sql);
    old.exec(`PRAGMA user_version = ${before}`);
    const { lastInsertRowid: userId } = old
      .prepare(
        `INSERT INTO users (uid, persona, type, login_type, email, invite_code, created_at)
         VALUES ('10000002', 'verified', 3, 'account', 'verified@example.com', 'VERI0001', ?)`,
      )
      .run(clock.now());
    const insertMessage = old.prepare(
      'INSERT INTO internal_messages (user_id, title, content, status, push_time) VALUES (?, ?, ?, ?, ?)',
    );
    const welcome = MESSAGE_SEEDS.verified[0]?.text.en;
    insertMessage.run(userId, welcome?.title ?? '', welcome?.content ?? '', 1, clock.now() - 1000);
    insertMessage.run(userId, 'Pushed before', 'the upgrade', 0, clock.now());
    old.close();

    const call = async (sandbox: ReturnType<typeof createSandbox>, path: string, init = {}) =>
      (await (await sandbox.app.request(path, init)).json()) as {
        code: number;
        data: Record<string, unknown>;
      };

    const upgraded = createSandbox({ dbPath, clock, log: () => {} });
    try {
      expect(readUserVersion(upgraded.db)).toBe(migrations.length);
      const login = await call(upgraded, '/api/sandbox/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: 'verified' }),
      });
      const token = String(login.data.token);
      const faList = await call(upgraded, '/api/user/internal-msgs', {
        headers: { token, lang: 'fa' },
      });
      // Nothing lost, nothing reseeded; the old rows have no translations, so stored text.
      expect(faList.code).toBe(200);
      expect(faList.data.total).toBe(2);
      expect((faList.data.items as Message[]).map((m) => [m.title, m.status])).toEqual([
        ['Pushed before', 0],
        ['Welcome to P2P trading', 1],
      ]);

      // A reset seeds the messages with their translations.
      await call(upgraded, '/api/sandbox/reset', { method: 'POST' });
      const fresh = await call(upgraded, '/api/sandbox/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: 'verified' }),
      });
      const reset = await call(upgraded, '/api/user/internal-msgs', {
        headers: { token: String(fresh.data.token), lang: 'fa' },
      });
      expect((reset.data.items as Message[]).map((m) => m.title)).toContain(
        'به معاملات P2P خوش آمدید',
      );
    } finally {
      await upgraded.close();
    }

    // Opening it again runs no migration twice.
    const reopened = createSandbox({ dbPath, clock, log: () => {} });
    try {
      expect(readUserVersion(reopened.db)).toBe(migrations.length);
    } finally {
      await reopened.close();
    }
  });
});

/** Read-only lists the exchange configures (languages, rates, links...), in their set order. */
import { stmt, type Db } from '@/sandbox/db/database';
import { bool, int, text, textOrNull } from '@/sandbox/db/rows';
import { notFound, refuse } from '@/sandbox/errors';
import { shellEndpoints } from '@/contract/shell';

export function languages(db: Db) {
  return stmt(db, 'SELECT code, name FROM languages ORDER BY sort')
    .all()
    .map((row) => ({ language: text(row, 'code'), name: text(row, 'name') }));
}

export function rates(db: Db) {
  return stmt(db, 'SELECT currency, symbol, rate FROM fiat_rates ORDER BY sort')
    .all()
    .map((row) => ({
      currency: text(row, 'currency'),
      symbol: text(row, 'symbol'),
      rate: text(row, 'rate'),
    }));
}

export function contacts(db: Db) {
  return stmt(db, 'SELECT type, title, url FROM contacts ORDER BY type')
    .all()
    .map((row) => ({ type: int(row, 'type'), title: text(row, 'title'), url: text(row, 'url') }));
}

export function vipLevels(db: Db) {
  return stmt(db, 'SELECT * FROM vip_levels ORDER BY level')
    .all()
    .map((row) => ({
      level: int(row, 'level'),
      makerFeeRate: text(row, 'maker_fee_rate'),
      takerFeeRate: text(row, 'taker_fee_rate'),
      minAssetsUsd: text(row, 'min_assets_usd'),
      min30dVolumeUsd: text(row, 'min_30d_volume_usd'),
      withdrawLimitBtc: text(row, 'withdraw_limit_btc'),
    }));
}

export function inviteDomains(db: Db) {
  return stmt(db, 'SELECT domain, is_default FROM invite_domains ORDER BY sort')
    .all()
    .map((row) => ({ domain: text(row, 'domain'), isDefault: bool(row, 'is_default') }));
}

export function resourceLink(db: Db, key: string) {
  const row = stmt(db, 'SELECT key, url FROM resource_links WHERE key = ?').get(key);
  if (!row) throw notFound(`No link is configured for the key "${key}"`);
  return { key: text(row, 'key'), url: text(row, 'url') };
}

/** A topic without a video (or an unknown one) answers the spec's message id 101114. */
export function collegeVideo(db: Db, key: string) {
  const row = stmt(db, 'SELECT key, title, url FROM college_videos WHERE key = ?').get(key);
  const url = row ? textOrNull(row, 'url') : null;
  if (!row || url === null) {
    throw refuse(
      shellEndpoints.collegeVideo.refusals.videoMissing,
      'There is no video for this topic yet',
    );
  }
  return { key: text(row, 'key'), title: text(row, 'title'), url };
}

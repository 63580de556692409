/**
 * The seeded advertisers (certified merchants who are not demo personas). Each trades in the
 * fiat of its country; `holder` is the (fake) name on its payment accounts. Everything else
 * (age, statistics, payment details, ads, balances) is generated from a fixed seed in
 * `db/seed-market/`, so two seeds give the same market.
 */
export interface AdvertiserSeed {
  nickname: string;
  country: string;
  holder: string;
}

/**
 * The one advertiser whose bot takes orders but never releases the coins, so a buyer can try
 * the appeal flow. It posts a GBP USDT sell ad (docs/sandbox.md, "The P2P market").
 */
export const NEVER_RELEASE_NICKNAME = 'NeverRelease';

export const ADVERTISER_SEEDS: readonly AdvertiserSeed[] = [
  { nickname: 'LondonOTC', country: 'GB', holder: 'Oliver Bennett' },
  { nickname: 'ThamesFX', country: 'GB', holder: 'Amelia Clarke' },
  { nickname: 'SterlingX', country: 'GB', holder: 'Harry Whitfield' },
  { nickname: 'QuickQuid', country: 'GB', holder: 'Priya Shah' },
  { nickname: 'MancCrypto', country: 'GB', holder: 'Jack Turner' },
  { nickname: 'BristolBit', country: 'GB', holder: 'Sophie Hughes' },
  { nickname: 'CoinCorner', country: 'GB', holder: 'Daniel Okafor' },
  { nickname: 'KiteTrade', country: 'GB', holder: 'Emily Foster' },
  { nickname: 'LibertyUS', country: 'US', holder: 'Michael Johnson' },
  { nickname: 'EagleDesk', country: 'US', holder: 'Jessica Martinez' },
  { nickname: 'BayAreaBTC', country: 'US', holder: 'Kevin Nguyen' },
  { nickname: 'TexasTeth', country: 'US', holder: 'Ashley Robinson' },
  { nickname: 'HudsonOTC', country: 'US', holder: 'Brian Cohen' },
  { nickname: 'Sunbelt', country: 'US', holder: 'Maria Lopez' },
  { nickname: 'BerlinBit', country: 'DE', holder: 'Lukas Schneider' },
  { nickname: 'EuroSwift', country: 'DE', holder: 'Anna Fischer' },
  { nickname: 'RheinCoin', country: 'DE', holder: 'Felix Wagner' },
  { nickname: 'AlpenOTC', country: 'DE', holder: 'Laura Becker' },
  { nickname: 'Hafen24', country: 'DE', holder: 'Jonas Hoffmann' },
  { nickname: 'LagosFX', country: 'NG', holder: 'Chinedu Okeke' },
  { nickname: 'NairaHub', country: 'NG', holder: 'Aisha Bello' },
  { nickname: 'AbujaP2P', country: 'NG', holder: 'Tunde Adeyemi' },
  { nickname: 'EkoTrader', country: 'NG', holder: 'Ngozi Eze' },
  { nickname: 'Kobo_King', country: 'NG', holder: 'Emeka Nwosu' },
  { nickname: 'MumbaiP2P', country: 'IN', holder: 'Rahul Sharma' },
  { nickname: 'RupeeDesk', country: 'IN', holder: 'Ananya Iyer' },
  { nickname: 'DelhiDirect', country: 'IN', holder: 'Vikram Singh' },
  { nickname: 'ChennaiX', country: 'IN', holder: 'Kavya Reddy' },
  { nickname: 'BharatOTC', country: 'IN', holder: 'Arjun Mehta' },
  { nickname: 'SaigonOTC', country: 'VN', holder: 'Nguyen Van An' },
  { nickname: 'DongXpress', country: 'VN', holder: 'Tran Thi Mai' },
  { nickname: 'HanoiCoin', country: 'VN', holder: 'Le Minh Duc' },
  { nickname: 'MekongFX', country: 'VN', holder: 'Pham Thu Ha' },
  { nickname: 'RioCripto', country: 'BR', holder: 'Lucas Almeida' },
  { nickname: 'PixTrader', country: 'BR', holder: 'Mariana Costa' },
  { nickname: 'SampaOTC', country: 'BR', holder: 'Gabriel Souza' },
  { nickname: 'Tucano', country: 'BR', holder: 'Beatriz Lima' },
  { nickname: 'BosphorFX', country: 'TR', holder: 'Emre Yilmaz' },
  { nickname: 'LiraDesk', country: 'TR', holder: 'Zeynep Kaya' },
  { nickname: 'AnkaraBTC', country: 'TR', holder: 'Mehmet Demir' },
  { nickname: 'Galata', country: 'TR', holder: 'Elif Sahin' },
  { nickname: 'HKExpress', country: 'HK', holder: 'Chan Tai Man' },
  { nickname: 'VictoriaX', country: 'HK', holder: 'Wong Ka Yan' },
  { nickname: 'KowloonOTC', country: 'HK', holder: 'Lee Chi Wai' },
  { nickname: 'JunkBoat', country: 'HK', holder: 'Cheung Mei Ling' },
  { nickname: 'MoscowBit', country: 'RU', holder: 'Dmitry Ivanov' },
  { nickname: 'RubleGate', country: 'RU', holder: 'Olga Smirnova' },
  { nickname: 'NevaTrade', country: 'RU', holder: 'Alexei Petrov' },
  { nickname: 'Sibir', country: 'RU', holder: 'Natalia Volkova' },
  { nickname: NEVER_RELEASE_NICKNAME, country: 'GB', holder: 'Nigel Grey' },
];

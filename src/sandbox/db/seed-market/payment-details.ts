import type { Rng } from '@/sandbox/db/prng';

/**
 * Realistic-looking but fake payment details for seeded accounts (the JSON saved in
 * `user_payment_methods.fields`, keyed like the method's form in `seed-data/payment-methods.ts`).
 * Numbers use reserved or obviously fictional ranges; nothing here is a real account.
 */

const BANKS: Readonly<Record<string, readonly string[]>> = {
  US: ['Chase', 'Bank of America', 'Wells Fargo', 'Citibank'],
  DE: ['Deutsche Bank', 'Commerzbank', 'Sparkasse', 'N26'],
  GB: ['Barclays', 'HSBC UK', 'Lloyds', 'NatWest', 'Monzo'],
  NG: ['Access Bank', 'GTBank', 'Zenith Bank', 'First Bank'],
  IN: ['HDFC Bank', 'ICICI Bank', 'State Bank of India', 'Axis Bank'],
  VN: ['Vietcombank', 'Techcombank', 'BIDV', 'VPBank'],
  BR: ['Itaú', 'Bradesco', 'Nubank', 'Banco do Brasil'],
  TR: ['Ziraat Bankası', 'Garanti BBVA', 'İş Bankası', 'Akbank'],
  HK: ['HSBC Hong Kong', 'Hang Seng Bank', 'Bank of China (HK)', 'Standard Chartered HK'],
  RU: ['Tinkoff', 'Sberbank', 'Alfa-Bank', 'VTB'],
};

const CITIES: Readonly<Record<string, readonly string[]>> = {
  US: ['New York', 'Miami', 'Houston'],
  DE: ['Berlin', 'Hamburg', 'Munich'],
  GB: ['London', 'Manchester', 'Bristol'],
  HK: ['Central', 'Mong Kok', 'Causeway Bay'],
};

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .toLowerCase()
    .split(' ')
    .join('.');
}

function accountNumber(country: string, rng: Rng): string {
  switch (country) {
    case 'DE':
      return `DE${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`;
    case 'GB':
      return rng.digits(8);
    case 'NG':
      return `0${rng.digits(9)}`;
    case 'TR':
      return `TR${rng.digits(2)} 0006 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`;
    default:
      return rng.digits(rng.int(10, 14));
  }
}

function phone(country: string, rng: Rng): string {
  switch (country) {
    case 'GB':
      return `07700 9${rng.digits(5)}`;
    case 'NG':
      return `080${rng.digits(8)}`;
    case 'IN':
      return `9${rng.digits(9)}`;
    case 'VN':
      return `09${rng.digits(8)}`;
    case 'RU':
      return `+7 9${rng.digits(2)} ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}`;
    case 'HK':
      return `5${rng.digits(7)}`;
    default:
      return `555${rng.digits(7)}`;
  }
}

/** The saved details of one payment method for a seeded account holder in `country`. */
export function fakePaymentDetails(
  code: string,
  holder: string,
  country: string,
  rng: Rng,
): Record<string, string> {
  const email = `${slug(holder)}${rng.int(1, 99)}@example.com`;
  const bank = rng.pick(BANKS[country] ?? BANKS.US ?? ['Bank']);
  switch (code) {
    case 'bank_transfer':
      return { name: holder, bankName: bank, accountNumber: accountNumber(country, rng) };
    case 'faster_payments':
      return {
        name: holder,
        sortCode: `${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}`,
        accountNumber: rng.digits(8),
      };
    case 'sepa':
      return {
        name: holder,
        iban: accountNumber('DE', rng),
        bic: `${bank
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 4)
          .toUpperCase()
          .padEnd(4, 'X')}DEFF`,
      };
    case 'imps':
      return { name: holder, accountNumber: rng.digits(12), ifsc: `HDFC0${rng.digits(6)}` };
    case 'wise':
    case 'paypal':
      return { name: holder, email };
    case 'revolut':
      return { name: holder, revtag: `@${slug(holder).replace('.', '')}${rng.int(1, 99)}` };
    case 'zelle':
      return { name: holder, contact: email };
    case 'upi':
      return {
        name: holder,
        upiId: `${slug(holder).split('.')[0] ?? 'pay'}${rng.int(10, 99)}@okhdfc`,
      };
    case 'pix':
      return { name: holder, pixKey: email };
    case 'papara':
      return { name: holder, paparaNumber: rng.digits(10) };
    case 'fps':
      return { name: holder, fpsId: rng.digits(7) };
    case 'sbp':
      return { name: holder, phone: phone(country, rng), bankName: bank };
    case 'cash_in_person':
      return {
        city: rng.pick(CITIES[country] ?? ['City centre']),
        note: 'Public place only, weekdays 10:00-18:00.',
      };
    default:
      // Mobile money and e-wallets keyed by phone: opay, palmpay, paytm, momo, zalopay.
      return { name: holder, phone: phone(country, rng) };
  }
}

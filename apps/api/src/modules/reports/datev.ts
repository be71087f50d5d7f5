import type { Language, PaymentMethod } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { translate } from '@food/i18n/server';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Accounting } from '../accounting/service.ts';
import type { DaySales } from './day-sales.ts';
import { decimal } from './csv.ts';

/** DATEV-Format: header version 700, data category 21 (Buchungsstapel), format version 13 with 125 columns. */
const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, index) => [
    `Beleginfo - Art ${index + 1}`,
    `Beleginfo - Inhalt ${index + 1}`,
  ]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, index) => [
    `Zusatzinformation - Art ${index + 1}`,
    `Zusatzinformation - Inhalt ${index + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Mitgliedstaat (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Mitgliedstaat u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
] as const;

/** DATEV's tax keys (BU-Schlüssel) for sales at the German rates, on accounts that are not automatic. */
const TAX_KEYS: Record<number, string> = { 700: '2', 1900: '3' };

/** A field DATEV reads as a number, an amount or a date: written without quotes. */
class Unquoted {
  constructor(readonly value: string) {}
}

type Field = string | Unquoted | null;

/** The header's "Bezeichnung": DATEV takes 30 characters. */
const BATCH_LABEL_LENGTH = 30;

const yyyymmdd = (day: string) => day.replaceAll('-', '');
/** 07.12.26 in German, 07/12/26 in English: a range of two fits the batch's label with its word. */
const shortDate = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
const ddmm = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}`;
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The fiscal year holding `day`: its first and last day. */
function fiscalYearOf(day: string, startMonth: number): { first: string; last: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  const first = `${startYear}-${pad(startMonth, 2)}-01`;
  const next = new Date(Date.UTC(startYear + 1, startMonth - 1, 1) - 86_400_000);
  return { first, last: next.toISOString().slice(0, 10) };
}

export interface DatevBooking {
  day: string;
  paymentMethod: PaymentMethod;
  rateBasisPoints: number;
  kind: 'sales' | 'refunds';
  grossMinor: number;
}

/** One booking per day, payment method and VAT rate for the sales, and one for the refunds; none of 0. */
export function datevBookings(days: readonly DaySales[]): DatevBooking[] {
  const sums = new Map<string, DatevBooking>();
  const add = (day: DaySales, kind: DatevBooking['kind'], rateBasisPoints: number, grossMinor: number) => {
    const key = `${day.day}/${day.paymentMethod}/${rateBasisPoints}/${kind}`;
    const booking = sums.get(key);
    if (booking) booking.grossMinor += grossMinor;
    else sums.set(key, { day: day.day, paymentMethod: day.paymentMethod, rateBasisPoints, kind, grossMinor });
  };
  for (const day of days) {
    for (const part of day.sales) add(day, 'sales', part.rateBasisPoints, part.grossMinor);
    for (const part of day.refunds) add(day, 'refunds', part.rateBasisPoints, part.grossMinor);
  }
  const order = (booking: DatevBooking) =>
    `${booking.day}/${booking.paymentMethod}/${pad(booking.rateBasisPoints, 5)}/${booking.kind}`;
  return [...sums.values()]
    .filter((booking) => booking.grossMinor > 0)
    .sort((a, b) => order(a).localeCompare(order(b)));
}

export interface DatevFile {
  accounting: Accounting;
  currency: string;
  language: Language;
  from: string;
  to: string;
  /** When the file is made, for its header. */
  now: Date;
  bookings: DatevBooking[];
}

/** The EXTF header record: 31 fields. */
function headerRecord({ accounting, currency, language, from, to, now }: DatevFile): Field[] {
  const fiscalYear = fiscalYearOf(from, accounting.fiscalYearStartMonth);
  const created = now.toISOString().replace(/[-:TZ.]/g, '');
  const number = (value: number) => new Unquoted(String(value));
  const batch = translate(language, 'reports.datev.batch', {
    from: shortDate(from, language),
    to: shortDate(to, language),
  }).slice(0, BATCH_LABEL_LENGTH);
  return [
    'EXTF',
    number(700),
    number(21),
    'Buchungsstapel',
    number(13),
    new Unquoted(created.slice(0, 17)),
    null,
    'RE',
    '',
    '',
    number(accounting.consultantNumber!),
    number(accounting.clientNumber!),
    new Unquoted(yyyymmdd(fiscalYear.first)),
    number(accounting.accountLength),
    new Unquoted(yyyymmdd(from)),
    new Unquoted(yyyymmdd(to)),
    batch,
    '',
    number(1),
    number(0),
    number(0),
    currency,
    null,
    '',
    null,
    null,
    '03',
    null,
    null,
    '',
    '',
  ];
}

function bookingRecord(file: DatevFile, booking: DatevBooking): Field[] {
  const { accounting } = file;
  const accounts = accounting.revenueAccounts.find(
    (entry) => entry.rateBasisPoints === booking.rateBasisPoints,
  );
  const sales = booking.kind === 'sales';
  const account = sales
    ? (accounts?.revenueAccount ?? accounting.otherRevenueAccount)
    : (accounts?.refundAccount ?? accounting.otherRevenueAccount);
  const moneyAccount =
    booking.paymentMethod === 'cash' ? accounting.cashAccount : accounting.onlineClearingAccount;
  const t = (id: MessageId) =>
    translate(file.language, id, {
      method: booking.paymentMethod,
      rate: String(booking.rateBasisPoints / 100),
      date: booking.day,
    });
  const record: Field[] = Array.from({ length: DATEV_COLUMNS.length }, () => null);
  record[0] = new Unquoted(decimal(booking.grossMinor, ','));
  // The revenue account is credited with the takings (H); a refund debits its account (S).
  record[1] = sales ? 'H' : 'S';
  record[2] = file.currency;
  record[6] = new Unquoted(account);
  record[7] = new Unquoted(moneyAccount);
  record[8] = accounting.taxKeys ? (TAX_KEYS[booking.rateBasisPoints] ?? '') : '';
  record[9] = new Unquoted(ddmm(booking.day));
  record[10] = `${yyyymmdd(booking.day)}-${booking.paymentMethod === 'cash' ? 'BAR' : 'ONL'}${sales ? '' : '-R'}`;
  record[13] = t(sales ? 'reports.datev.sales' : 'reports.datev.refunds').slice(0, 60);
  return record;
}

/** Refused before anything is read: without the numbers DATEV cannot import the file. */
export function assertDatevReady(accounting: Accounting, range: { from: string; to: string }) {
  if (accounting.consultantNumber === null || accounting.clientNumber === null) {
    throw new AppError('accounting_numbers_missing');
  }
  const { last } = fiscalYearOf(range.from, accounting.fiscalYearStartMonth);
  if (range.to > last) throw fieldError('datev_one_fiscal_year', 'to', { last });
}

/** The file as DATEV reads it: Windows-1252, `;`, CRLF, texts in quotes, numbers, amounts and dates bare. */
export function datevCsv(file: DatevFile): Buffer {
  const records: Field[][] = [
    headerRecord(file),
    DATEV_COLUMNS.map((name) => new Unquoted(name)),
    ...file.bookings.map((booking) => bookingRecord(file, booking)),
  ];
  const text = stringify(records, {
    delimiter: ';',
    record_delimiter: 'windows',
    quoted_string: true,
    cast: {
      object: (value) => (value instanceof Unquoted ? { value: value.value, quoted: false } : String(value)),
    },
  });
  return iconv.encode(text, 'win1252');
}

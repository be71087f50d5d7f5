/** The demo restaurant itself: store record, opening hours, discounts, delivery area and people. */

export const DEMO_STORE = {
  name: 'Gasthaus Zur Linde',
  address: 'Linienstraße 86, 10119 Berlin',
  country: 'Germany',
  timezone: 'Europe/Berlin',
  // decisions §2: the storefront reads pounds.
  currency: 'GBP',
  locale: 'en-GB',
  phone: '030 12345678',
  // A German restaurant: its menu is German for a visitor whose browser asks for none of our languages.
  defaultLanguage: 'de',
  // The daily summary e-mail is opt-in (Settings); off here, so that the demo's administrator, whose
  // mail the tests read from the catcher, gets none unasked.
  dailySummaryEmail: false,
} as const;

/** Settings → Accounting of the demo: SKR03 with a made-up consultant and client. */
export const DEMO_ACCOUNTING = {
  consultantNumber: 1234567,
  clientNumber: 10001,
  fiscalYearStartMonth: 1,
  accountLength: 4,
  revenueAccounts: [
    { rateBasisPoints: 700, revenueAccount: '8300', refundAccount: '8710' },
    { rateBasisPoints: 1900, revenueAccount: '8400', refundAccount: '8720' },
  ],
  otherRevenueAccount: '8200',
  cashAccount: '1000',
  onlineClearingAccount: '1360',
  taxKeys: false,
};

export interface DemoHoursRange {
  name: string;
  /** 0 = Monday … 6 = Sunday */
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
}

const lunch = (dayOfWeek: number): DemoHoursRange => ({
  name: 'Lunch',
  dayOfWeek,
  openTime: '11:30',
  closeTime: '14:30',
});
const dinner = (dayOfWeek: number): DemoHoursRange => ({
  name: 'Dinner',
  dayOfWeek,
  openTime: '17:30',
  closeTime: '22:00',
});
// Closes at 01:00 the next morning: a range whose close is not after its open ends the next day.
const lateDinner = (dayOfWeek: number): DemoHoursRange => ({
  name: 'Dinner',
  dayOfWeek,
  openTime: '17:30',
  closeTime: '01:00',
});

/** Closed on Mondays. */
export const DEMO_HOURS: readonly DemoHoursRange[] = [
  lunch(1),
  dinner(1),
  lunch(2),
  dinner(2),
  lunch(3),
  dinner(3),
  lunch(4),
  lateDinner(4),
  { name: 'Lunch', dayOfWeek: 5, openTime: '12:00', closeTime: '15:00' },
  lateDinner(5),
  { name: 'All day', dayOfWeek: 6, openTime: '12:00', closeTime: '21:00' },
];

/** Days of the year with their own hours, seeded for their next occurrence. */
export const DEMO_SPECIAL_DAYS = [
  { month: 12, day: 25, closed: true, ranges: [], note: 'Christmas Day: we are closed' },
  {
    month: 12,
    day: 31,
    closed: false,
    ranges: [{ open_time: '12:00', close_time: '16:00' }],
    note: "New Year's Eve: lunch only",
  },
] as const;

export const DEMO_DISCOUNTS = [
  { code: 'DELIVERY_DISCOUNT', value: 5 },
  { code: 'PICKUP_DISCOUNT', value: 10 },
] as const;

/** How long the demo discounts stay valid after seeding. */
export const DEMO_DISCOUNT_YEARS = 2;

/** Berlin postcodes around the restaurant; the fee grows with the distance. */
export const DEMO_POSTCODES: readonly { postcode: string; deliveryFeeMinor: number }[] = [
  { postcode: '10119', deliveryFeeMinor: 150 },
  { postcode: '10115', deliveryFeeMinor: 150 },
  { postcode: '10117', deliveryFeeMinor: 200 },
  { postcode: '10178', deliveryFeeMinor: 200 },
  { postcode: '10435', deliveryFeeMinor: 250 },
  { postcode: '10405', deliveryFeeMinor: 250 },
  { postcode: '10437', deliveryFeeMinor: 300 },
  { postcode: '13355', deliveryFeeMinor: 350 },
  { postcode: '10243', deliveryFeeMinor: 400 },
];

export const DEMO_ADMIN_NAME = 'Demo Administrator';

export const DEMO_CUSTOMER = {
  customerName: 'Emma Schneider',
  phone: '+49 151 23456789',
  address: {
    line1: 'Kastanienallee 12',
    area: 'Prenzlauer Berg',
    city: 'Berlin',
    zip: '10435',
    country: 'Germany',
  },
} as const;

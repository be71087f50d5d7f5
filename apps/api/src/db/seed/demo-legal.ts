import { LANGUAGES } from '@food/contract';

/**
 * The demo restaurant's legal details: every one of them made up, saying so, and marked as placeholders
 * (the go-live checklist asks for each to be replaced).
 */

const imprint = {
  de: 'Dies ist ein **Demo-Restaurant**. Alle Angaben sind frei erfunden; hier wird nichts verkauft.',
  en: 'This is a **demo restaurant**. Every detail here is made up; nothing is sold here.',
};

export const DEMO_LEGAL = {
  legalName: 'Gasthaus Zur Linde Demo GmbH (fiktiv)',
  representative: 'Erika Musterfrau',
  address: 'Beispielweg 1\n10119 Berlin\nDeutschland',
  email: 'legal@example.com',
  phone: '+49 30 12345678',
  vatId: 'DE000000000',
  registerCourt: 'Amtsgericht Beispielstadt',
  registerNumber: 'HRB 00000',
  texts: {
    de: {
      imprint: imprint.de,
      privacy:
        '## Bestellungen\n\nFür eine Bestellung speichern wir Name, Telefonnummer und Lieferadresse, ' +
        'solange das Gesetz es verlangt (Demo: fiktiv).',
      terms:
        '## Geltungsbereich\n\nDiese Bedingungen gelten für Bestellungen im Demo-Restaurant. ' +
        'Ein Vertrag kommt erst zustande, wenn das Restaurant die Bestellung annimmt.',
    },
    en: {
      imprint: imprint.en,
      privacy:
        '## Orders\n\nFor an order we keep your name, phone number and delivery address for as long ' +
        'as the law requires (demo: fictitious).',
      terms:
        '## Scope\n\nThese terms apply to orders from the demo restaurant. A contract is made only ' +
        'when the restaurant accepts the order.',
    },
  },
};

const DETAILS = ['legal_name', 'representative', 'address', 'email', 'phone', 'vat_id', 'register_court'];

/** Every field above, by the names `StoreLegal.placeholders` uses. */
export const DEMO_LEGAL_PLACEHOLDERS = [
  ...DETAILS,
  'register_number',
  ...LANGUAGES.flatMap((language) =>
    ['imprint', 'privacy', 'terms'].map((text) => `texts.${language}.${text}`),
  ),
];

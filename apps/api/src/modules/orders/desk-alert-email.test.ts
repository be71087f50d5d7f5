import { describe, expect, it } from 'vitest';
import { deskAlertEmail } from './desk-alert-email.ts';

describe('deskAlertEmail', () => {
  const alert = {
    to: 'owner@example.com',
    language: 'en' as const,
    store: { name: 'Linde & <Söhne>', locale: 'en-GB', currency: 'GBP', timezone: 'Europe/London' },
    order: {
      number: 42,
      orderType: 1,
      totalMinor: 2350,
      customerName: 'Emma',
      answerDeadline: new Date('2026-06-10T17:40:00Z'),
    },
    link: 'https://shop.example/admin/orders',
  };

  it('names the order, its total, the deadline in the store’s time and the order desk', () => {
    const mail = deskAlertEmail(alert);
    expect(mail).toMatchObject({
      to: 'owner@example.com',
      fromName: 'Linde & <Söhne>',
      subject: 'Order #42 (£23.50) is waiting: no order desk is open',
    });
    expect(mail.text).toBe(
      'Order #42 from Emma (delivery, £23.50) is waiting for an answer, and no order desk of Linde & <Söhne> is open.\n\n' +
        'Answer it by 18:40, or it will be rejected automatically. Open the order desk:\n\n' +
        'https://shop.example/admin/orders\n',
    );
    expect(mail.html).toContain('Linde &amp; &lt;Söhne&gt;');
    expect(mail.html).toContain('<a href="https://shop.example/admin/orders">');
  });

  it('writes in the recipient’s language, money and times as they are written there', () => {
    const mail = deskAlertEmail({ ...alert, language: 'de', order: { ...alert.order, number: 1234 } });
    expect(mail.subject).toBe('Bestellung #1234 (23,50\u00a0£) wartet: Keine Bestellannahme ist geöffnet');
    expect(mail.text).toBe(
      'Bestellung #1234 von Emma (Lieferung, 23,50\u00a0£) wartet auf eine Antwort, aber bei Linde & <Söhne> ist keine Bestellannahme geöffnet.\n\n' +
        'Beantworte sie bis 18:40 Uhr, sonst wird sie automatisch abgelehnt. Öffne die Bestellannahme:\n\n' +
        'https://shop.example/admin/orders\n',
    );
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Bestellung #1234 von Emma');
  });
});

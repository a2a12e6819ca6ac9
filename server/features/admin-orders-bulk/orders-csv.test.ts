import { describe, expect, it } from 'vitest';
import { TEST_ADDRESS } from '../../test/test-address';
import type { OrderRow } from '../orders/order-views';
import { ordersCsv } from './orders-csv';

const order = {
  number: '800001',
  createdAt: new Date('2026-11-20T23:30:00Z'),
  status: 'shipped',
  paymentMethod: 'invoice',
  billingAddress: { ...TEST_ADDRESS, firstname: '=HYPERLINK("x")', lastname: 'Keller; Meier' },
  deliveryAddress: TEST_ADDRESS,
  email: 'lea@example.li',
  totalRappen: 12_345,
  trackingNumber: 'RR123456789CH',
} as OrderRow;

describe('ordersCsv', () => {
  it('writes a line per order for Excel: BOM, semicolons, the Zurich day, no formula from a customer’s name', () => {
    const [head, line] = ordersCsv([order], 'fr').split('\r\n');
    expect(head).toBe('\ufeffNuméro de commande;Date;Statut;Mode de paiement;Nom;E-mail;Adresse de livraison;Total CHF;Numéro d’envoi');
    expect(line).toBe(
      '800001;2026-11-21;Expédiée;Facture;"\'=HYPERLINK(""x"") Keller; Meier";lea@example.li;Lea Keller, Landstrasse 5, FL-9490 Vaduz;123.45;RR123456789CH',
    );
  });
});

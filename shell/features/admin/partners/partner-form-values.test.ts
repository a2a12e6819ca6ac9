import { describe, expect, it } from 'vitest';
import type { AdminPartner } from '../../../../shared/api/admin-partners';
import { fieldsOf, formFieldOf, formValuesOf, partnerIssues } from './partner-form-values';

const partner: AdminPartner = {
  id: 7,
  name: 'Atelier Alpha',
  contactName: '',
  contactEmail: 'anna@alpha.example',
  language: 'fr',
  origins: ['https://alpha.example'],
  commissionRates: { defaultBp: 1000, byProduct: { canvas: 1250 } },
  payoutIban: null,
  forwardsCampaign: false,
  imageHosts: [],
  active: true,
  publicKey: 'pk_4mT9qX2vL8rB1nZ6cW3yH5dK',
  createdAt: '2026-11-29T09:00:00.000Z',
  updatedAt: '2026-11-29T09:00:00.000Z',
  updatedBy: null,
};

describe('the partner form', () => {
  it('shows rates in percent (empty: the default) and lists one a line, and sends basis points and lists', () => {
    const values = formValuesOf(partner, ['canvas', 'poster']);
    expect(values).toMatchObject({ defaultRate: '10.00', productRates: { canvas: '12.50', poster: '' }, origins: 'https://alpha.example' });
    const sent = fieldsOf({ ...values, defaultRate: '7,5', origins: ' https://alpha.example \n\nhttp://localhost:5173', payoutIban: ' ' });
    expect(sent).toMatchObject({
      commissionRates: { defaultBp: 750, byProduct: { canvas: 1250 } },
      origins: ['https://alpha.example', 'http://localhost:5173'],
      payoutIban: null,
    });
    expect(partnerIssues(values)).toEqual({});
  });

  it('refuses what the server would, per field', () => {
    const values = formValuesOf(partner, ['canvas']);
    expect(
      partnerIssues({
        ...values,
        origins: 'http://alpha.example',
        imageHosts: 'https://bilder.example/x',
        defaultRate: '100.01',
        productRates: { canvas: '1.234' },
        payoutIban: 'CH44 3199 9123 0008 8901 2',
        contactEmail: 'anna',
      }),
    ).toEqual({
      contactEmail: ['validation.email'],
      origins: ['admin.partners.error.origin'],
      imageHosts: ['admin.partners.error.imageHost'],
      defaultRate: ['admin.partners.error.rate'],
      'productRates.canvas': ['admin.partners.error.rate'],
      payoutIban: ['admin.partners.error.iban'],
    });
  });

  it("finds the field of the server's keys", () => {
    expect(['origins.2', 'commissionRates.defaultBp', 'commissionRates.byProduct.canvas', 'payoutIban'].map(formFieldOf)).toEqual([
      'origins',
      'defaultRate',
      'productRates.canvas',
      'payoutIban',
    ]);
  });
});

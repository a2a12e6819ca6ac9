import { describe, expect, it } from 'vitest';
import { parseTrackingNumber, trackingUrl } from './tracking-number';

describe('Swiss Post tracking numbers', () => {
  it('prints a domestic parcel number in groups however it was typed', () => {
    expect(parseTrackingNumber('996012345612345678')).toEqual({ ok: true, number: '99.60.123456.12345678' });
    expect(parseTrackingNumber(' 99.60.123456.12345678 ')).toEqual({ ok: true, number: '99.60.123456.12345678' });
    expect(parseTrackingNumber('99 60 123456 12345678')).toEqual({ ok: true, number: '99.60.123456.12345678' });
  });

  it('takes international items in the UPU form, upper case', () => {
    expect(parseTrackingNumber('rr123456789ch')).toEqual({ ok: true, number: 'RR123456789CH' });
  });

  it('refuses what is no parcel number', () => {
    for (const bad of ['', '12345', '98.60.123456.12345678', '9960123456123456789', 'RR12345678CH', 'CHE-123.456.788']) {
      expect(parseTrackingNumber(bad)).toEqual({ ok: false });
    }
  });

  it('links the carrier page with the number without dots', () => {
    expect(trackingUrl('https://service.post.ch/ekp-web/ui/entry/search/{number}', '99.60.123456.12345678')).toBe(
      'https://service.post.ch/ekp-web/ui/entry/search/996012345612345678',
    );
  });
});

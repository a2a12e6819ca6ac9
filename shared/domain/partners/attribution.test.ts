import { describe, expect, it } from 'vitest';
import {
  attributionAtConfirm,
  claimedAttribution,
  hostTouch,
  receivedTouch,
  TOUCH_PAGE_MAX,
  TOUCH_PARAM_MAX,
  withTouch,
  type ReturnVisit,
} from './attribution';
import type { Touch } from './partner';

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-11-29T10:00:00Z');
const touch = (page: string, at = now): Touch => ({ at: at.toISOString(), page, params: { utm_source: page } });

describe('hostTouch', () => {
  it('keeps the page without query and fragment, and only the campaign parameters, trimmed and cut', () => {
    const long = 'x'.repeat(TOUCH_PARAM_MAX + 10);
    expect(hostTouch(`https://partner.test/shop/frames?utm_source=%20news%20&gclid=${long}&email=a@b.test&utm_medium=#top`)).toEqual({
      page: 'https://partner.test/shop/frames',
      params: { utm_source: 'news', gclid: 'x'.repeat(TOUCH_PARAM_MAX) },
    });
    expect(hostTouch(`https://partner.test/${'p'.repeat(TOUCH_PAGE_MAX)}`).page).toHaveLength(TOUCH_PAGE_MAX);
  });
});

describe('receivedTouch', () => {
  const sent = { page: 'https://partner.test/a?secret=1', params: { utm_campaign: ' winter ', utm_term: '' } };

  it('keeps the campaign only when the partner forwards it, and cleans the page whatever was sent', () => {
    expect(receivedTouch(sent, now, true)).toEqual({ at: now.toISOString(), page: 'https://partner.test/a', params: { utm_campaign: 'winter' } });
    expect(receivedTouch(sent, now, false)).toEqual({ at: now.toISOString(), page: 'https://partner.test/a', params: {} });
  });

  it('records no page for a missing or non-web address', () => {
    expect(receivedTouch(undefined, now, true)).toEqual({ at: now.toISOString(), page: null, params: {} });
    expect(receivedTouch({ page: 'javascript:alert(1)', params: {} }, now, true).page).toBeNull();
  });
});

describe('withTouch and claimedAttribution', () => {
  it('keeps the first touch of the same partner and replaces the last one', () => {
    const first = withTouch(null, 1, touch('a'));
    expect(first).toEqual({ partnerId: 1, attribution: { channel: 'embed', firstTouch: touch('a'), lastTouch: touch('a') } });
    expect(withTouch(first, 1, touch('b')).attribution).toMatchObject({ firstTouch: touch('a'), lastTouch: touch('b') });
    expect(withTouch(first, 2, touch('b')).attribution).toMatchObject({ firstTouch: touch('b'), lastTouch: touch('b') });
  });

  it("gives the basket the draft's partner, keeping the basket's first touch of that partner", () => {
    const basket = withTouch(null, 1, touch('a'));
    expect(claimedAttribution(basket, withTouch(null, 1, touch('b'))).attribution).toMatchObject({ firstTouch: touch('a'), lastTouch: touch('b') });
    expect(claimedAttribution(basket, withTouch(null, 2, touch('c')))).toEqual(withTouch(null, 2, touch('c')));
    expect(claimedAttribution(null, withTouch(null, 2, touch('c')))).toEqual(withTouch(null, 2, touch('c')));
  });
});

describe('attributionAtConfirm', () => {
  const embed = withTouch(null, 1, touch('a'));
  const none = { partnerId: null, attribution: null };
  const visit = (daysAgo: number, partnerId = 2): ReturnVisit => ({
    partnerId,
    handedOverAt: new Date(now.getTime() - daysAgo * DAY).toISOString(),
    firstTouch: touch('first'),
    lastTouch: touch('last'),
  });

  it("takes the basket's partner when it is active, before any return visit", () => {
    expect(attributionAtConfirm(embed, visit(1), new Set([1, 2]), now)).toEqual(embed);
  });

  it('counts a return visit within the window as `return`, with both touches of the cookie', () => {
    expect(attributionAtConfirm(none, visit(29.9), new Set([2]), now)).toEqual({
      partnerId: 2,
      attribution: { channel: 'return', firstTouch: touch('first'), lastTouch: touch('last') },
    });
    expect(attributionAtConfirm(none, visit(30), new Set([2]), now)).toBeNull();
    expect(attributionAtConfirm(none, visit(-1), new Set([2]), now)).toBeNull();
    expect(attributionAtConfirm(none, null, new Set([2]), now)).toBeNull();
  });

  it('counts no inactive partner', () => {
    expect(attributionAtConfirm(embed, null, new Set(), now)).toBeNull();
    expect(attributionAtConfirm(none, visit(1), new Set([1]), now)).toBeNull();
    // The basket's partner left the program: a return visit for an active one still counts.
    expect(attributionAtConfirm(embed, visit(1), new Set([2]), now)?.partnerId).toBe(2);
  });
});

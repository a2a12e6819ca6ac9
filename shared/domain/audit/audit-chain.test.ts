import { describe, expect, it } from 'vitest';
import { chainBreak } from './audit-chain';

describe('naming a break in the audit chain', () => {
  it('calls a row that no longer gives its hash edited', () => {
    expect(chainBreak({ hashMatches: false, linksToPrevious: true, nextLinksToPrevious: false })).toBe('edited');
  });

  it('calls a row whose predecessor is not the one it names the first after a removal', () => {
    expect(chainBreak({ hashMatches: true, linksToPrevious: false, nextLinksToPrevious: false })).toBe('removed');
  });

  it('calls a row the chain runs past inserted', () => {
    expect(chainBreak({ hashMatches: true, linksToPrevious: false, nextLinksToPrevious: true })).toBe('inserted');
  });

  it('calls a row that matches neither its hash nor its predecessor inserted', () => {
    expect(chainBreak({ hashMatches: false, linksToPrevious: false, nextLinksToPrevious: false })).toBe('inserted');
  });
});

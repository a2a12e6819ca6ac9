import { describe, expect, it } from 'vitest';
import { fillMailText, mailTextIssue } from './mail-texts';

describe('staff mail texts', () => {
  it('takes plain text with the mail’s own variables and fills them in', () => {
    expect(mailTextIssue('reminder.second', 'Bitte {amount} bis {payBy} zahlen (Gebühr {fee}), Bestellung {number}.')).toBeNull();
    expect(fillMailText('Bestellung {number}: {amount}', { number: '100001', amount: 'CHF 12.50' })).toBe('Bestellung 100001: CHF 12.50');
    expect(fillMailText("Commande {number} d'aujourd'hui", { number: '7' })).toBe("Commande 7 d'aujourd'hui");
  });

  it('refuses a variable the mail has not, and anything but text with variables', () => {
    expect(mailTextIssue('status.shipped', 'Unterwegs: {number}, Betrag {amount}')).toEqual({ kind: 'variable', name: 'amount' });
    expect(mailTextIssue('status.shipped', 'Unterwegs: {number')).toEqual({ kind: 'syntax' });
    expect(mailTextIssue('status.paid', '{count, plural, one {#} other {#}}')).toEqual({ kind: 'syntax' });
  });
});

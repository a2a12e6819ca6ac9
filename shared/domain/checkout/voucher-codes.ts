/*
 * How the shop writes the codes it makes: a prefix, then groups of letters and digits no one
 * mistakes for another when typing a code from a card (no 0/O, 1/I/L).
 */

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_GROUP_LENGTH = 4;

/** A gift voucher's code: GV-XXXX-XXXX-XXXX, 60 random bits, too many to guess at the checkout's rate limits. */
export const GIFT_CODE = { prefix: 'GV', groups: 3 } as const;

/** A gift voucher's code wherever it stands in a text (a code is money: the copy of a mail staff read masks it). */
export const giftCodePattern = (): RegExp => new RegExp(`\\b${GIFT_CODE.prefix}(?:-[${CODE_ALPHABET}]{${CODE_GROUP_LENGTH}}){${GIFT_CODE.groups}}\\b`, 'g');

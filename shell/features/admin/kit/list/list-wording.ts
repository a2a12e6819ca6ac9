import type { MessageKey } from '../../../../../shared/i18n/messages';

type ListText = 'filters' | 'empty' | 'count' | 'paging' | 'newest' | 'older';

/**
 * The prefix of a paged list's texts (`admin.orders` for `admin.orders.empty` and the rest): a screen
 * names one prefix, and a prefix that lacks one of the texts fails the type check.
 */
export type ListWording = { [K in MessageKey]: K extends `${infer P}.older` ? (`${P}.${ListText}` extends MessageKey ? P : never) : never }[MessageKey];

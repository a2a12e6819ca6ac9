import type { MessageKey } from './index';

/*
 * Message ids (@formatjs/intl's, and the browser's intl of ui/intl) are the keys of the German
 * catalogue (which every language must have, see catalogues.test.ts): a mistyped id in formatMessage or
 * the server's serverIntl fails `npm run typecheck` instead of showing the id to a visitor. These
 * are the ids of the catalogue the browser loads; serverIntl also takes the server's own ids
 * (api.*, mail.*, invoice.*), typed by AnyMessageKey in server/i18n/server-intl.ts.
 */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}

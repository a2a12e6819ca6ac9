import type { MessageKey } from './index';

/*
 * react-intl's and @formatjs/intl's message ids are the keys of the German catalogue (which every
 * language must have, see catalogues.test.ts): a mistyped id in formatMessage, FormattedMessage or
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

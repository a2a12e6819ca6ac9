import type { MessageKey } from './index';

/*
 * react-intl's and @formatjs/intl's message ids are the keys of the German catalogue (which every
 * language must have, see catalogues.test.ts): a mistyped id in formatMessage, FormattedMessage or
 * the server's serverIntl fails `npm run typecheck` instead of showing the id to a visitor.
 */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}

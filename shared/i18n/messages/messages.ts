import type { Locale } from '../locales';

/** A feature's texts: the German ones define the keys, every language must have each of them. */
export type Messages<German extends Record<string, string>> = { de: German } & Record<Exclude<Locale, 'de'>, Record<keyof German, string>>;

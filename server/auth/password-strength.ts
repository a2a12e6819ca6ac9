import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { V } from '../../shared/api/selfcare-fields';
import type { MessageKey } from '../../shared/i18n/messages';

/*
 * How guessable a new password is, judged by zxcvbn (@zxcvbn-ts) with the common password lists
 * and the German dictionaries (words, first and last names, Wikipedia). This runs on the server
 * only: the dictionaries are megabytes the shell never downloads; the form shows the reasons the
 * server answers. The length rule (PASSWORD_MIN) is shared and checked by the form as well.
 */

/**
 * zxcvbn's score 3: "safely unguessable, moderate protection from offline slow-hash scenarios"
 * (more than 10^8 guesses). The shop stores argon2id hashes and throttles online guessing.
 */
const MIN_PASSWORD_SCORE = 3;

/**
 * The estimator sees at most this many characters. Its cost grows steeply with the length
 * (about 60 ms for 64 hostile characters here, over 400 ms for 1024) and it runs on the event
 * loop; a password whose first 64 characters are hard to guess is hard to guess.
 */
const ESTIMATED_LENGTH = 64;

let estimator: Promise<ZxcvbnFactory> | undefined;
/**
 * Loaded and built once per process, on the first password it judges: the language packages
 * unpack their dictionaries as they load, on the start's path when imported statically, and ranking
 * them takes some 20-90 ms; no request without a new password needs to pay either. Levenshtein
 * matching stays off: it made one estimate cost 100-400 ms, and the common lists already hold the
 * usual variants.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-de')]).then(
    ([{ ZxcvbnFactory }, common, german]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...german.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: ESTIMATED_LENGTH,
      }),
    (error: unknown) => {
      // Not kept: the next password tries again.
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

/** zxcvbn's warnings (its translation keys) as one of our hints, worded in four languages. */
const HINTS: Record<string, MessageKey> = {
  userInputs: 'validation.passwordHint.personal',
  wordByItself: 'validation.passwordHint.words',
  namesByThemselves: 'validation.passwordHint.words',
  commonNames: 'validation.passwordHint.words',
  straightRow: 'validation.passwordHint.keyboard',
  keyPattern: 'validation.passwordHint.keyboard',
  simpleRepeat: 'validation.passwordHint.repeats',
  extendedRepeat: 'validation.passwordHint.repeats',
  sequences: 'validation.passwordHint.repeats',
  recentYears: 'validation.passwordHint.dates',
  dates: 'validation.passwordHint.dates',
};
/** Warnings that mean "on the lists attackers try first". */
const COMMON = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned']);

/**
 * The reasons a new password is refused (message keys), or none. `personal` are the customer's
 * own words (username, e-mail, names), which make a password easy to guess for whoever knows them.
 */
export async function passwordWeaknesses(password: string, personal: readonly (string | null | undefined)[] = []): Promise<MessageKey[]> {
  const userInputs = personal.flatMap((value) => (value ? [value, ...value.split(/[@.\s_-]+/).filter((part) => part.length >= 3)] : []));
  const result = (await zxcvbn()).check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return [];
  const warning = result.feedback.warning;
  if (warning && COMMON.has(warning)) return [V.passwordTooCommon];
  const hint = warning ? HINTS[warning] : undefined;
  return hint ? [V.passwordTooGuessable, hint] : [V.passwordTooGuessable];
}

/**
 * The words of the pages before signing in, in the language of the visitor's browser (there is no
 * member yet to have chosen one): the back office's catalogs, translated here on the server.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AdminKey, BackOfficeLanguage } from "../../../shared/i18n/admin/catalog.ts";
import { ADMIN_CATALOGS } from "../../../shared/i18n/admin/index.ts";
import { type TranslatorOf, translatorOver } from "../../../shared/i18n/format.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../staff/password-policy.ts";
import { backOfficeLanguage } from "./back-office-language.ts";

export type SignInWords = TranslatorOf<AdminKey>;

const translators = new Map<BackOfficeLanguage, SignInWords>();

export function signInWordsIn(language: BackOfficeLanguage): SignInWords {
  let words = translators.get(language);
  if (!words) {
    // A catalog's parts are looked up by name: its interface has no index signature to say so.
    words = translatorOver<AdminKey>(language, ADMIN_CATALOGS[language] as never);
    translators.set(language, words);
  }
  return words;
}

/** The request's words; its answer says it depends on the browser's languages (for caches). */
export function signInWords(request: FastifyRequest, reply: FastifyReply): SignInWords {
  const vary = reply.getHeader("vary");
  if (
    !String(vary ?? "")
      .toLowerCase()
      .includes("accept-language")
  )
    reply.header("vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language");
  return signInWordsIn(backOfficeLanguage(request));
}

/** Minutes to wait, as the refusals say them: a part of a minute is a minute. */
export const minutesOf = (seconds: number) => Math.ceil(seconds / 60);

/**
 * The password policy's refusal (staff/password-policy.ts, which answers scripts in English) as the
 * page says it: found among the policy's messages by its English words, each said again in the
 * visitor's language. A refusal the catalog does not know stays as it came.
 */
export function passwordProblemIn(words: SignInWords, problem: string): string {
  const english = signInWordsIn("en");
  // As the policy writes them, without grouping ("1024").
  const values = { min: String(MIN_PASSWORD_LENGTH), max: String(MAX_PASSWORD_LENGTH) };
  for (const key of PASSWORD_PROBLEMS) if (english.t(key, values) === problem) return words.t(key, values);
  return problem;
}

const PASSWORD_PROBLEMS = [
  "signIn.passwordTooShort",
  "signIn.passwordTooLong",
  "signIn.passwordCommon",
  "signIn.passwordIsEmail",
  "signIn.passwordFewCharacters",
] as const satisfies readonly AdminKey[];

import { z } from "zod";
import { SUPPORTED_LOCALES } from "../enums.ts";

export const localeCodeSchema = z.enum(SUPPORTED_LOCALES);

/** How every key of the web's messages is written: dotted names of letters, digits, `_` and `-`. */
const TRANSLATION_KEY = /^[A-Za-z][\w-]*(?:\.[\w-]+){0,7}$/;
/** A path of the app as `location.pathname` gives it: percent-encoded, no spaces. */
const APP_PATH = /^\/[!-~]*$/;

/** A translation key the web client looked up and did not find (POST /i18n/missing). */
export const missingTranslationSchema = z.object({
  key: z.string().min(1).max(120).regex(TRANSLATION_KEY, "must be a translation key such as profile.title"),
  locale: localeCodeSchema,
  route: z.string().max(300).regex(APP_PATH, "must be a path of the app").nullish(),
});
export type MissingTranslationInput = z.infer<typeof missingTranslationSchema>;

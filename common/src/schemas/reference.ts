import { z } from "zod";
import { SUPPORTED_LOCALES } from "../enums.ts";

export const localeCodeSchema = z.enum(SUPPORTED_LOCALES);

/** Printable text: control characters (NUL above all, which PostgreSQL refuses) are not stored. */
const printable = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { message: "must not contain control characters" });

/** A translation key the web client looked up and did not find (POST /i18n/missing). */
export const missingTranslationSchema = z.object({
  key: printable(200).min(1),
  locale: localeCodeSchema,
  route: printable(500).nullish(),
});
export type MissingTranslationInput = z.infer<typeof missingTranslationSchema>;

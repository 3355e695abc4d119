import { z } from "zod";
import { PROFILE_ERROR_CODES, VALIDATION_ERROR_CODES } from "../error-codes.ts";
import { withWebScheme } from "../weblinks.ts";

/** The text fields of every form: one rule each for a line, paragraphs, an id and a web address. */

export const resourceId = z.coerce.number().int().positive();

/** The options of a refinement whose issue the client words by its own code. */
export const refusal = (message: string, params: { code: string } & Record<string, unknown>) => ({ message, params });
const plainText = refusal("Use letters, digits and punctuation only.", { code: PROFILE_ERROR_CODES.invalidCharacters });

/** One line of text: no control, bidi-override or zero-width characters; empty means none. */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), plainText)
    .transform((v) => (v === "" ? null : v));

export const requiredLine = (max: number, missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(max, `Use at most ${max} characters.`)
    .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), plainText);

/** Text of several paragraphs: line breaks and tabs are kept, other control characters refused. */
export const paragraphs = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
      (v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v),
      refusal("Remove control characters.", { code: PROFILE_ERROR_CODES.invalidCharacters }),
    )
    .transform((v) => (v === "" ? null : v));

export const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/**
 * A web address to link to: http or https only, so javascript:, data: and relative links never
 * reach a page (SECURITY F3); one typed without a scheme is stored with https://. Control
 * characters are refused before parsing, since the URL parser would silently drop a tab hidden in
 * "java\tscript:".
 */
export const webUrl = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters.")
  .refine(
    (v) => !/[\p{Cc}\p{Cf}\s]/u.test(v),
    refusal("Enter a web address without spaces.", { code: VALIDATION_ERROR_CODES.invalidFormat, format: "url" }),
  )
  .transform(withWebScheme)
  .pipe(z.url({ protocol: /^https?$/, error: "Enter a web address starting with http:// or https://." }));

import { z } from "zod";

export const localeCodeSchema = z.enum(["en", "de"]);

export const missingTranslationSchema = z.object({
  key: z.string().trim().min(1).max(300),
  locale: z.string().trim().min(2).max(10),
  route: z.string().max(500).nullish(),
});
export type MissingTranslationInput = z.infer<typeof missingTranslationSchema>;

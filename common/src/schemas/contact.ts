import { z } from "zod";
import { CONTACT_TOPICS } from "../enums.ts";
import { CONTACT_LIMITS } from "../rules.ts";
import { emailAddress } from "./accounts.ts";
import { paragraphs, requiredLine } from "./text.ts";

/** POST /v1/contact: a message to the operators, with the answer to the captcha the form shows. */
export const contactMessageCreateSchema = z.object({
  topic: z.enum(CONTACT_TOPICS, "Choose what your message is about."),
  name: requiredLine(CONTACT_LIMITS.name, "Enter your name."),
  email: emailAddress,
  message: paragraphs(CONTACT_LIMITS.message).pipe(
    z
      .string("Write your message.")
      .min(CONTACT_LIMITS.messageMin, `Write at least ${CONTACT_LIMITS.messageMin} characters.`),
  ),
  captchaId: z.uuid("This image is not valid. Get a new one."),
  captcha: z.string().trim().min(1, "Type the characters shown in the image.").max(32),
});
export type ContactMessageCreateInput = z.infer<typeof contactMessageCreateSchema>;

/** PATCH /v1/contact: another image; the one the form showed, when named, no longer counts. */
export const contactCaptchaRenewSchema = z.object({
  captchaId: z.uuid("This image is not valid. Get a new one.").optional(),
});

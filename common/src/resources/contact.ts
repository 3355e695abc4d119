import { z } from "zod";
import { resourceSchema } from "../contract/documents.ts";
import { CONTACT_TOPICS } from "../enums.ts";

/** A message sent through the contact form, as its sender sees it once it is on its way. */
export const contactMessageAttributes = z.object({
  topic: z.enum(CONTACT_TOPICS),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type ContactMessageAttributes = z.infer<typeof contactMessageAttributes>;
export const contactMessageResource = resourceSchema("contact_messages", contactMessageAttributes);

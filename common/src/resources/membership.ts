import { z } from "zod";
import { resourceSchema } from "../contract/documents.ts";

/** The plans a membership can be of; none at all means the free plan. */
export const MEMBERSHIP_PLANS = ["premium"] as const;

/** A membership period; `current` marks the one in force. */
export const membershipAttributes = z.object({
  plan: z.enum(MEMBERSHIP_PLANS),
  isPremium: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  current: z.boolean(),
});
export type MembershipAttributes = z.infer<typeof membershipAttributes>;
export const membershipResource = resourceSchema("memberships", membershipAttributes);

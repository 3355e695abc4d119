import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { settings } from "../db/schema/index.ts";
import { RESEND_CONFIRMATION_EMAIL_TIMESPAN } from "../features/accounts/registrations/service.ts";

export type ReferenceSettingsConfig = Pick<Config, "oauth" | "analyticsId">;

/**
 * Public settings the web client reads at start. Values taken from the configuration are written on
 * every start, so a changed environment shows at once; the others keep what an operator set.
 */
export async function seedSettings(db: Database, config: ReferenceSettingsConfig): Promise<void> {
  await db
    .insert(settings)
    .values({
      scope: "registration",
      key: "resendConfirmationEmailTimespan",
      value: RESEND_CONFIRMATION_EMAIL_TIMESPAN,
    })
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values([
      { scope: "oauth", key: "googleClientId", value: config.oauth.googleClientId ?? null },
      { scope: "oauth", key: "facebookAppId", value: config.oauth.facebookAppId ?? null },
      { scope: "analytics", key: "id", value: config.analyticsId ?? null },
    ])
    .onConflictDoUpdate({ target: [settings.scope, settings.key], set: { value: sql`excluded.value` } });
}

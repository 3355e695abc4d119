import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import type { PaymentProvider } from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { createStripeProvider } from "./stripe.ts";

/** Stripe when its keys are configured, the sandbox otherwise: configuration alone switches. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createSandboxProvider(db);
}

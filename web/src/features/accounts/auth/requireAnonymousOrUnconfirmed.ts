import { paths } from "@atelier/common/paths";
import type { Guard } from "../../../app/session/guards.ts";

/**
 * The confirmation link's page: for visitors, as the other sign-up pages, and also for a user
 * still waiting for the confirmation, because signing up already signed them in and the mailed
 * link is usually opened in that same browser. A confirmed user goes to the own profile.
 */
export const requireAnonymousOrUnconfirmed: Guard = (session) =>
  session.signedIn && session.confirmed ? { to: paths.ownProfile } : null;

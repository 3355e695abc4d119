import { paths, safeReturnTo } from "@atelier/common/paths";
import type { FlashAlert } from "../alerts/flash.ts";

/** What the access rules of spec 000 section 2 look at. */
export interface GuardSession {
  signedIn: boolean;
  complete: boolean;
  confirmed: boolean;
}

export interface GuardLocation {
  pathname: string;
  search: string;
}

export interface GuardRedirect {
  to: string;
  alert?: FlashAlert;
}

/** null lets the user through. */
export type GuardResult = GuardRedirect | null;
export type Guard = (session: GuardSession, location: GuardLocation) => GuardResult;

export const ANONYMOUS: GuardSession = { signedIn: false, complete: false, confirmed: false };

/** Where login sends the user back to: the returnTo already in the address, else the current path. */
export function returnToFor(location: GuardLocation): string {
  const existing = safeReturnTo(new URLSearchParams(location.search).get("returnTo"));
  return existing ?? `${location.pathname}${location.search}`;
}

export function loginPath(location: GuardLocation): string {
  return `${paths.login}?${new URLSearchParams({ returnTo: returnToFor(location) })}`;
}

const toLogin = (location: GuardLocation): GuardRedirect => ({ to: loginPath(location) });

export const requireSignedIn: Guard = (session, location) => (session.signedIn ? null : toLogin(location));

/** Pages for visitors only: a signed-in user goes to the own profile. */
export const requireAnonymous: Guard = (session) => (session.signedIn ? { to: paths.ownProfile } : null);

/** Member pages: signed in, with the profile completed. */
export const requireComplete: Guard = (session, location) => {
  if (!session.signedIn) return toLogin(location);
  if (!session.complete) return { to: paths.signupInfo, alert: { type: "warning", text: "guards.notComplete" } };
  return null;
};

/** The sign-up profile step: signed in, and only while the profile is incomplete. */
export const requireIncomplete: Guard = (session, location) => {
  if (!session.signedIn) return toLogin(location);
  return session.complete ? { to: paths.ownProfile } : null;
};

/** Signed in with a confirmed e-mail address. Spec 000 keeps this rule on no route. */
export const requireConfirmedEmail: Guard = (session, location) => {
  if (!session.signedIn) return toLogin(location);
  if (!session.confirmed) return { to: paths.ownProfile, alert: { type: "warning", text: "guards.notConfirmed" } };
  return null;
};

/** Notification settings: signed in, or holding the settings token from an e-mail. */
export const requireSignedInOrSettingsToken: Guard = (session, location) => {
  if (session.signedIn || new URLSearchParams(location.search).get("token")) return null;
  return toLogin(location);
};

import { paths, safeReturnTo } from "@atelier/common/paths";

/**
 * Where a fresh sign-in goes: back to the page that sent the user to log in, else the own profile,
 * or the profile step while the profile is incomplete.
 */
export function landingAfterSignIn(me: { complete: boolean } | null, returnTo: string | null): string {
  const back = safeReturnTo(returnTo);
  if (back) return back;
  return me?.complete ? paths.ownProfile : paths.signupInfo;
}

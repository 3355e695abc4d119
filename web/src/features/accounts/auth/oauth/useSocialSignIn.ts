import type { OAuthProvider } from "@atelier/common/enums";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useRuntime } from "../../../../app/runtime/runtime-context.tsx";
import { useSettings } from "../../../../app/start/start.ts";
import { toSupportedLocale } from "../../../../i18n/index.ts";
import { createRegistration } from "../api/registrationApi.ts";
import { signInWith } from "../api/sessionApi.ts";
import { landingAfterSignIn } from "../landingAfterSignIn.ts";
import { facebookLogin, loadFacebook } from "./facebookLogin.ts";
import { loadGoogle, requestGoogleCode } from "./googleCode.ts";
import { type FacebookCallback, fetchOAuthState, type GoogleCallback, postOAuthCallback } from "./oauthApi.ts";
import { oauthFailure } from "./oauthFailure.ts";

export type SocialMode = "login" | "signup";

/** A provider's id from the settings; Facebook's app ids are numbers. */
function idOf(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * Social sign-in with the providers the settings name (scope oauth). Their scripts and a fresh
 * state load as soon as the buttons show, so a click can open the provider's popup while the
 * browser still counts it as the user's own action. In sign-up mode a registration for the
 * provider is opened first, so a new account is created instead of refused.
 */
export function useSocialSignIn(mode: SocialMode) {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const locale = toSupportedLocale(i18n.language);
  const oauth = useSettings().oauth ?? {};
  const googleClientId = idOf(oauth.googleClientId);
  const facebookAppId = idOf(oauth.facebookAppId);
  const [busy, setBusy] = useState<OAuthProvider | null>(null);
  const state = useRef<Promise<string> | null>(null);

  const providers = useMemo(() => {
    const list: OAuthProvider[] = [];
    if (googleClientId) list.push("google");
    if (facebookAppId) list.push("facebook");
    return list;
  }, [googleClientId, facebookAppId]);

  const prepareState = useCallback(() => {
    const next = fetchOAuthState(runtime);
    // Failures surface when a button is used; until then nobody waits on this.
    next.catch(() => undefined);
    state.current = next;
  }, [runtime]);

  useEffect(() => {
    if (providers.length === 0) return;
    prepareState();
    if (googleClientId) loadGoogle().catch(() => undefined);
    if (facebookAppId) loadFacebook(facebookAppId, locale).catch(() => undefined);
  }, [providers, googleClientId, facebookAppId, locale, prepareState]);

  const start = useCallback(
    async (provider: OAuthProvider) => {
      setBusy(provider);
      try {
        const currentState = await (state.current ?? fetchOAuthState(runtime));
        let answer: GoogleCallback | FacebookCallback;
        if (provider === "google" && googleClientId) {
          await loadGoogle();
          answer = { code: await requestGoogleCode(googleClientId, currentState), state: currentState };
        } else if (provider === "facebook" && facebookAppId) {
          await loadFacebook(facebookAppId, locale);
          const auth = await facebookLogin();
          answer = { accessToken: auth.accessToken, userId: auth.userID, state: currentState };
        } else {
          throw new Error(`${provider} sign-in is not set up.`);
        }
        if (mode === "signup") answer.registrationId = (await createRegistration(runtime, provider, locale)).id;
        const me = await signInWith(runtime, await postOAuthCallback(runtime, provider, answer));
        navigate(landingAfterSignIn(me, params.get("returnTo")), { replace: true });
      } catch (error) {
        const failure = oauthFailure(provider, error);
        if (failure.alert) runtime.alerts.add(failure.alert);
        if (failure.goTo) navigate(failure.goTo);
      } finally {
        setBusy(null);
        // A state is good for one callback.
        prepareState();
      }
    },
    [runtime, googleClientId, facebookAppId, locale, mode, navigate, params, prepareState],
  );

  return { providers, busy, start };
}

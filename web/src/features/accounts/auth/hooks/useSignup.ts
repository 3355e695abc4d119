import type { SupportedLocale } from "@atelier/common/enums";
import { useCallback, useReducer, useRef, useState } from "react";
import { ApiClientError } from "../../../../api/client.ts";
import { useRuntime } from "../../../../app/runtime/runtime-context.tsx";
import { signIn } from "../../../../app/session/session.ts";
import { createRegistration, initiateRegistration, refreshCaptcha, type SignupInput } from "../api/registrationApi.ts";
import { initialSignupState, isSignedUp, signupReducer } from "../signupReducer.ts";
import { useOnce } from "./useOnce.ts";

export type InitiateOutcome =
  | { kind: "signedUp" }
  | { kind: "rejected"; error: ApiClientError }
  /** The registration was unknown or already used: a new one was opened. */
  | { kind: "restarted" }
  | { kind: "failed" };

/**
 * The e-mail sign-up of spec 000 section 4: a registration (with its captcha) is requested when
 * the form opens; sending the form initiates it, and from `initiated` on the user is signed in
 * with the reply's token. A refused form gets a new captcha at once, as the server used up the old.
 */
export function useSignup(locale: SupportedLocale) {
  const runtime = useRuntime();
  const [state, dispatch] = useReducer(signupReducer, initialSignupState);
  /** The last request for a registration failed (the status is back at `new`). */
  const [requestFailed, setRequestFailed] = useState(false);
  const localeRef = useRef(locale);
  localeRef.current = locale;

  const request = useCallback(async () => {
    dispatch({ type: "request" });
    setRequestFailed(false);
    try {
      dispatch({
        type: "requestSucceeded",
        registration: await createRegistration(runtime, "email", localeRef.current),
      });
    } catch {
      dispatch({ type: "requestFailed" });
      setRequestFailed(true);
    }
  }, [runtime]);

  useOnce(() => void request());

  const registrationId = state.registration?.id;

  const updateCaptcha = useCallback(async () => {
    if (!registrationId) return;
    try {
      dispatch({ type: "captchaUpdated", registration: await refreshCaptcha(runtime, registrationId) });
    } catch (error) {
      // A registration the server no longer knows cannot get a new image: open a new one.
      if (error instanceof ApiClientError && error.status === 404) await request();
    }
  }, [runtime, registrationId, request]);

  const initiate = useCallback(
    async (input: Omit<SignupInput, "locale">): Promise<InitiateOutcome> => {
      if (!registrationId) return { kind: "failed" };
      dispatch({ type: "initiate" });
      try {
        const registration = await initiateRegistration(runtime, registrationId, {
          ...input,
          locale: localeRef.current,
        });
        dispatch({ type: "initiateSucceeded", registration });
        if (!isSignedUp(registration.status)) return { kind: "failed" };
        await signIn(runtime, registration.authToken ?? null);
        return { kind: "signedUp" };
      } catch (error) {
        if (!(error instanceof ApiClientError) || error.kind !== "client") {
          dispatch({ type: "initiateFailed", errors: [] });
          return { kind: "failed" };
        }
        dispatch({ type: "initiateFailed", errors: error.errors });
        if (error.status === 404 || error.status === 409) {
          await request();
          return { kind: "restarted" };
        }
        // The server spends the captcha on every checked attempt, not only on a wrong answer.
        if (error.status === 422) await updateCaptcha();
        return { kind: "rejected", error };
      }
    },
    [runtime, registrationId, request, updateCaptcha],
  );

  return { state, requestFailed, request, initiate, updateCaptcha };
}

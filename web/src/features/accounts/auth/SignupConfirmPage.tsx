import { SignupStatus } from "@atelier/common/enums";
import { paths } from "@atelier/common/paths";
import { Button } from "@mantine/core";
import { IconLinkOff, IconMailCheck } from "@tabler/icons-react";
import { useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { ApiClientError } from "../../../api/client.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
import { signIn, useMe } from "../../../app/session/session.ts";
import { confirmRegistration } from "./api/registrationApi.ts";
import { AuthResult } from "./components/AuthResult.tsx";
import { useOnce } from "./hooks/useOnce.ts";
import { useResendConfirmation } from "./hooks/useResendConfirmation.ts";
import { initialSignupState, signupReducer } from "./signupReducer.ts";

/**
 * /signup/confirm/{registrationId}?checksum=…: confirms the address on arrival. In the browser that
 * signed up, the reply's token signs the user in and the page moves on: to the profile step while it
 * is incomplete, else the own profile. Any other browser (the link may have been forwarded) gets no
 * token: the page says the address is confirmed and offers to log in, leaving whoever is signed in
 * there as they are. A spent or expired link says so and offers a new one.
 */
export function SignupConfirmPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const { registrationId = "" } = useParams();
  const [params] = useSearchParams();
  // Confirming from the first paint (and the server render): the link is sent from the browser.
  const [state, dispatch] = useReducer(signupReducer, initialSignupState, (s) => signupReducer(s, { type: "confirm" }));
  const me = useMe();
  const [confirmedElsewhere, setConfirmedElsewhere] = useState(false);

  useOnce(() => {
    const checksum = params.get("checksum");
    if (!checksum || !registrationId) {
      dispatch({ type: "confirmFailed", errors: [] });
      return;
    }
    void confirmRegistration(runtime, registrationId, checksum).then(
      async (registration) => {
        dispatch({ type: "confirmSucceeded", registration });
        if (!registration.authToken) {
          setConfirmedElsewhere(true);
          return;
        }
        const signedIn = await signIn(runtime, registration.authToken ?? null);
        // After signIn, which starts with no alerts.
        runtime.alerts.add({ type: "success", text: "auth.alerts.signupConfirmed" });
        navigate(signedIn?.complete ? paths.ownProfile : paths.signupInfo, { replace: true });
      },
      (error: unknown) => {
        dispatch({ type: "confirmFailed", errors: error instanceof ApiClientError ? error.errors : [] });
      },
    );
  });

  if (confirmedElsewhere) {
    return (
      <AuthResult
        icon={IconMailCheck}
        color="teal"
        title={t("auth.signupConfirm.confirmedTitle")}
        body={t("auth.signupConfirm.confirmedBody")}
        actions={
          <Button component={Link} to={paths.login}>
            {t("auth.signupConfirm.login")}
          </Button>
        }
      />
    );
  }
  // A failed confirmation returns to the status before it.
  if (state.status !== SignupStatus.new) return <AuthResult title={t("auth.signupConfirm.confirming")} />;
  return me && !me.confirmed ? (
    <ResendPanel registrationId={me.registrationId} />
  ) : (
    <AuthResult
      icon={IconLinkOff}
      color="orange"
      title={t("auth.signupConfirm.failedTitle")}
      body={t("auth.signupConfirm.failedBody")}
      actions={
        <>
          <Button component={Link} to={paths.login}>
            {t("auth.signupConfirm.login")}
          </Button>
          <Button component={Link} to={paths.signup} variant="default">
            {t("auth.signupConfirm.signup")}
          </Button>
        </>
      }
    />
  );
}

/** A spent link while signed in: a new e-mail is one click away. */
function ResendPanel({ registrationId }: { registrationId: string | null }) {
  const { t } = useTranslation();
  const { resend, sending } = useResendConfirmation(registrationId);
  return (
    <AuthResult
      icon={IconLinkOff}
      color="orange"
      title={t("auth.signupConfirm.failedTitle")}
      body={t("auth.signupConfirm.failedBodySignedIn")}
      actions={
        <>
          {registrationId && (
            <Button loading={sending} onClick={() => void resend()}>
              {t("auth.confirmationNotice.resend")}
            </Button>
          )}
          <Button component={Link} to={paths.signupInfo} variant="default">
            {t("auth.signupConfirm.continue")}
          </Button>
        </>
      }
    />
  );
}

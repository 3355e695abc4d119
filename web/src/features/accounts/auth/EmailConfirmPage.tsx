import type { Document } from "@atelier/common/jsonapi";
import { paths } from "@atelier/common/paths";
import { Button, Container, Paper } from "@mantine/core";
import { IconLinkOff, IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toResourceDocument } from "../../../api/store.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
import { type Me, useMe } from "../../../app/session/session.ts";
import { signInWith } from "./api/sessionApi.ts";
import { AuthResult } from "./components/AuthResult.tsx";
import { useOnce } from "./hooks/useOnce.ts";

type Outcome = "confirming" | "confirmed" | "expired";

/**
 * /confirm/email?checksum=…: confirms a change of e-mail address. No login is needed; the reply's
 * new session replaces any other (the server ended them), so the user is signed in afterwards.
 */
export function EmailConfirmPage() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>("confirming");
  const [confirmed, setConfirmed] = useState<Me | null>(null);
  const me = useMe();

  useOnce(() => {
    const checksum = params.get("checksum");
    if (!checksum) {
      setOutcome("expired");
      return;
    }
    runtime.api
      .patch<Document>("/v1/me/email/confirm", toResourceDocument("emails", { attributes: { checksum } }), {
        redirectOnForbidden: false,
      })
      .then((reply) => signInWith(runtime, reply))
      .then(
        (user) => {
          setConfirmed(user);
          setOutcome("confirmed");
        },
        () => setOutcome("expired"),
      );
  });

  return (
    <Container size={460} py={{ base: 40, sm: 72 }}>
      <Paper withBorder radius="lg" p="xl">
        {outcome === "confirming" && <AuthResult title={t("auth.emailConfirm.confirming")} />}
        {outcome === "confirmed" && (
          <AuthResult
            icon={IconMailCheck}
            color="teal"
            title={t("auth.emailConfirm.successTitle")}
            body={t("auth.emailConfirm.successBody")}
            actions={
              <Button component={Link} to={confirmed?.complete ? paths.ownProfile : paths.signupInfo}>
                {t("auth.emailConfirm.toProfile")}
              </Button>
            }
          />
        )}
        {outcome === "expired" && (
          <AuthResult
            icon={IconLinkOff}
            color="orange"
            title={t("auth.emailConfirm.expiredTitle")}
            body={t("auth.emailConfirm.expiredBody")}
            actions={
              me ? (
                <Button component={Link} to={paths.settingsInfo}>
                  {t("auth.emailConfirm.toSettings")}
                </Button>
              ) : (
                <Button component={Link} to={paths.login}>
                  {t("auth.emailConfirm.toLogin")}
                </Button>
              )
            }
          />
        )}
      </Paper>
    </Container>
  );
}

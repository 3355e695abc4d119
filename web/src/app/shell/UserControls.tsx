import { paths } from "@atelier/common/paths";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton } from "../ui/PlainButton.tsx";
import { useLayout } from "./LayoutContext.tsx";
import classes from "./UserControls.module.css";

const SignedInControls = lazy(() => import("./SignedInControls.tsx").then((m) => ({ default: m.SignedInControls })));

/** The header's right side: log in and sign up for visitors; inbox, notifications and account menu once signed in. */
export function UserControls() {
  const { t } = useTranslation();
  const { user, userToCome, unreadMessages, unreadNotifications, connectionRequests } = useLayout();
  const placeholder = <span className={classes.placeholder} />;

  if (userToCome) return placeholder;
  if (!user) {
    return (
      <div className={classes.visitor}>
        <PlainButton to={paths.login} variant="subtleGray" className={classes.login}>
          {t("layout.auth.login")}
        </PlainButton>
        <PlainButton to={paths.signup}>{t("layout.auth.signup")}</PlainButton>
      </div>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <SignedInControls
        user={user}
        unreadMessages={unreadMessages}
        unreadNotifications={unreadNotifications}
        connectionRequests={connectionRequests}
      />
    </Suspense>
  );
}

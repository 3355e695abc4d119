import { paths } from "@atelier/common/paths";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { preloadable } from "../runtime/preloadable.tsx";
import { PlainButton } from "../ui/PlainButton.tsx";
import { useLayout } from "./LayoutContext.tsx";
import classes from "./UserControls.module.css";

const SignedInControls = preloadable(() => import("./SignedInControls.tsx").then((m) => m.SignedInControls));

/** The header's right side: log in and sign up for visitors; inbox, notifications and account menu once signed in. */
export function UserControls() {
  const { t } = useTranslation();
  const { user, userToCome, unreadMessages, unreadNotifications, connectionRequests } = useLayout();
  const placeholder = <span className={classes.placeholder} />;
  // A member read after paint (a page kept for all members) keeps the placeholder until the controls'
  // code is here too, so that they never show a fallback (which would hold back the rest of the page).
  const [arriving] = useState(userToCome);
  const [codeReady, setCodeReady] = useState(SignedInControls.isLoaded);
  useEffect(() => {
    if (!arriving || codeReady) return;
    const ready = () => setCodeReady(true);
    // A chunk that failed to load is asked for again by the lazy part, whose failure the app handles.
    SignedInControls.preload().then(ready, ready);
  }, [arriving, codeReady]);

  if (userToCome || (arriving && user && !codeReady)) return placeholder;
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

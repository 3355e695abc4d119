import { Outlet, useMatches } from "react-router";
import { AuthFormLayout } from "../app/shell/AuthFormLayout.tsx";
import { LayoutBridge } from "../app/shell/layout-bridge.tsx";

/** Routes whose form must be finished before the user may leave (spec 000 section 2). */
const WITHOUT_NAVIGATION = new Set(["signup-info"]);

export default function AuthFormShell() {
  const matches = useMatches();
  const hideNavigation = matches.some((m) => WITHOUT_NAVIGATION.has(m.id));
  return (
    <LayoutBridge>
      <AuthFormLayout hideNavigation={hideNavigation}>
        <Outlet />
      </AuthFormLayout>
    </LayoutBridge>
  );
}

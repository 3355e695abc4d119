import { Outlet } from "react-router";
import { AppLayout } from "../app/shell/AppLayout.tsx";
import { LayoutBridge } from "../app/shell/layout-bridge.tsx";

export default function AppShell() {
  return (
    <LayoutBridge>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </LayoutBridge>
  );
}

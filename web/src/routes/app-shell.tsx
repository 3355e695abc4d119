import { Outlet } from "react-router";
import { AppLayout } from "../app/layout/AppLayout.tsx";
import { LayoutBridge } from "../app/layout-bridge.tsx";

export default function AppShell() {
  return (
    <LayoutBridge>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </LayoutBridge>
  );
}

import { Outlet } from "react-router";
import { SettingsFrame } from "../features/accounts/settings/components/SettingsFrame.tsx";

export default function SettingsLayout() {
  return (
    <SettingsFrame>
      <Outlet />
    </SettingsFrame>
  );
}

import { useSearchParams } from "react-router";
import { contentClass } from "../../../../app/theme/theme.ts";
import { NotificationSettingsPage } from "../NotificationSettingsPage.tsx";
import classes from "./NotificationSettingsScreen.module.css";
import { SettingsFrame } from "./SettingsFrame.tsx";

/**
 * /settings/notifications: among the other settings when signed in; alone when opened from an
 * e-mail link, whose token reaches this page and nothing else of the account.
 */
export function NotificationSettingsScreen() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (token) {
    return (
      <div className={contentClass}>
        <div className={classes.alone}>
          <NotificationSettingsPage token={token} />
        </div>
      </div>
    );
  }
  return (
    <SettingsFrame>
      <NotificationSettingsPage token={null} />
    </SettingsFrame>
  );
}

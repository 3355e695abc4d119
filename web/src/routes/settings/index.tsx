import { redirect } from "react-router";
import { settingsPath } from "../../features/accounts/settings/sections.ts";

/** /settings opens its first section. */
export const loader = () => redirect(settingsPath("info"));
export const clientLoader = loader;

export default function SettingsIndex() {
  return null;
}

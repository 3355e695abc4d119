import {
  IconAddressBook,
  IconBell,
  IconCreditCard,
  IconKey,
  IconLanguage,
  IconPalette,
  IconPlayerPause,
  IconShieldLock,
  IconSparkles,
  IconUserOff,
} from "@tabler/icons-react";

/** The settings sections of spec 000 section 2 (and the interests), in the order users scan them. */
export const SETTINGS_SECTIONS = [
  { key: "info", Icon: IconAddressBook },
  { key: "password", Icon: IconKey },
  { key: "privacy", Icon: IconShieldLock },
  { key: "notifications", Icon: IconBell },
  { key: "interests", Icon: IconSparkles },
  { key: "language", Icon: IconLanguage },
  { key: "appearance", Icon: IconPalette },
  { key: "blocked", Icon: IconUserOff },
  { key: "membership", Icon: IconCreditCard },
  { key: "deactivate", Icon: IconPlayerPause },
] as const;

export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]["key"];

export const settingsPath = (section: SettingsSectionKey) => `/settings/${section}`;

/** The section a path belongs to (a step such as privacy/delete-confirmation counts as its section). */
export function sectionOfPath(pathname: string): SettingsSectionKey | null {
  const [, root, section] = pathname.split("/");
  if (root !== "settings") return null;
  return SETTINGS_SECTIONS.find((s) => s.key === section)?.key ?? null;
}

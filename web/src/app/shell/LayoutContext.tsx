import type { SupportedLocale } from "@atelier/common/enums";
import { createContext } from "react";

export type LayoutLocale = SupportedLocale;

export interface LayoutUser {
  name: string;
  avatarUrl?: string;
}

/**
 * What the layout shows about the session and the language, provided by the app shell. The layout
 * reads it from here instead of importing session or i18n state, so it renders the same in tests,
 * on the server and in the browser.
 */
export interface LayoutContextValue {
  user: LayoutUser | null;
  /** A member on a page kept for all members, not yet read: their controls take their place. */
  userToCome: boolean;
  unreadMessages: number;
  unreadNotifications: number;
  /** Connection requests waiting for the user's answer. */
  connectionRequests: number;
  locale: LayoutLocale;
  onLocaleChange(locale: LayoutLocale): void;
  onLogout(): void;
}

export const defaultLayoutContext: LayoutContextValue = {
  user: null,
  userToCome: false,
  unreadMessages: 0,
  unreadNotifications: 0,
  connectionRequests: 0,
  locale: "en",
  onLocaleChange: () => {},
  onLogout: () => {},
};

export const LayoutContext = createContext<LayoutContextValue>(defaultLayoutContext);

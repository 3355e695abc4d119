import type { ReactNode } from "react";
import { useLayoutEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useLiveChannel } from "../live/live.ts";
import { useSession, useSessionActions } from "../session/session.ts";
import { useLocale } from "../start/locale.ts";
import { createLayoutSource, LayoutContext, type LayoutContextValue } from "./LayoutContext.tsx";

/**
 * Hands the layout what it shows of the session and the language, and what its controls do,
 * through one source for the shell's life: a change redraws the layout's readers, not the page.
 */
export function LayoutBridge({ children }: { children: ReactNode }) {
  const { me, toCome } = useSession();
  useLiveChannel();
  const { signOut } = useSessionActions();
  const { locale, setLocale } = useLocale();
  const navigate = useNavigate();

  const value = useMemo(
    (): LayoutContextValue => ({
      // Until the profile step is done the user has no name yet.
      user: me ? { name: me.name ?? "", avatarUrl: me.avatarUrl ?? undefined } : null,
      userToCome: toCome,
      unreadMessages: me?.unreadMessagesCount ?? 0,
      unreadNotifications: me?.unreadNotificationsCount ?? 0,
      connectionRequests: me?.incomingConnectionRequestsCount ?? 0,
      locale,
      onLocaleChange: (next) => void setLocale(next),
      onLogout: () => void signOut().then(() => navigate("/")),
    }),
    [me, toCome, locale, setLocale, signOut, navigate],
  );
  const [source] = useState(() => createLayoutSource(value));
  useLayoutEffect(() => source.set(value), [source, value]);
  return <LayoutContext.Provider value={source}>{children}</LayoutContext.Provider>;
}

import "@mantine/core/styles/Tabs.css";
import { Container, Tabs } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useResource } from "../../api/hooks.ts";
import { useRuntime } from "../../app/runtime/runtime-context.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { USER_INCLUDE, userPath } from "./api/profileApi.ts";
import { AboutTab } from "./components/AboutTab.tsx";
import { BlockedNotice } from "./components/BlockedNotice.tsx";
import { ConnectionsTab } from "./components/ConnectionsTab.tsx";
import { OpportunitiesTab } from "./components/OpportunitiesTab.tsx";
import { ProfileEditorProvider } from "./components/ProfileEditorContext.tsx";
import { ProfileHeader } from "./components/ProfileHeader.tsx";
import { ProfileSkeleton } from "./components/ProfileSkeleton.tsx";
import { WorkTab } from "./components/WorkTab.tsx";
import { useProfileSections } from "./hooks/useProfileSections.ts";
import classes from "./ProfilePage.module.css";
import { type ProfileTab, profileTabs, tabOf, tabPath } from "./profileTabs.ts";
import type { ProfileUser } from "./types.ts";

export interface ProfilePageProps {
  /** The user's id or profile slug, as the page reads the user by it. */
  userKey: string;
  /** The tab the bare address opens on (see openingTab); null when the address names one. */
  opening: ProfileTab | null;
}

/**
 * A profile, the same page for every reader (DESIGN.md "Profile"): its owner finds the edit
 * affordances in place. A hidden or unknown user is the not-found page.
 */
export function ProfilePage({ userKey, opening }: ProfilePageProps) {
  const user = useResource<ProfileUser>(userPath(userKey), { include: USER_INCLUDE });
  useNamesFollowLanguage(userKey, user.data?.id);
  if (user.data) return <Profile user={user.data} userKey={userKey} opening={opening} />;
  return user.isError ? <NotFoundPage /> : <ProfileSkeleton />;
}

/**
 * Names of fields, professions, skills and languages come in the request's language: after a
 * language switch the profile is read again.
 */
function useNamesFollowLanguage(userKey: string, userId: string | undefined) {
  const { i18n } = useTranslation();
  const { queryClient } = useRuntime();
  const shown = useRef(i18n.language);
  useEffect(() => {
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    const prefixes = [userPath(userKey), ...(userId ? [userPath(userId)] : [])];
    const ofUser = (path: string) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === "api" && ofUser(String(query.queryKey[1])),
    });
  }, [i18n.language, queryClient, userKey, userId]);
}

/** A profile; of someone the reader blocked, only its header and the way to lift the block. */
function Profile({ user, userKey, opening }: { user: ProfileUser } & ProfilePageProps) {
  const owner = user.isMe === true;

  return (
    <ProfileEditorProvider owner={owner} userId={user.id} userKey={userKey}>
      <Container className={classes.root}>
        <ProfileHeader user={user} userKey={userKey} />
        {user.isBlocked ? (
          <BlockedNotice user={user} userKey={userKey} />
        ) : (
          <ProfileTabs user={user} owner={owner} opening={opening} />
        )}
      </Container>
    </ProfileEditorProvider>
  );
}

/** The profile's tabs, the one named in the address open, else the one the profile opens on. */
function ProfileTabs({ user, owner, opening }: { user: ProfileUser; owner: boolean; opening: ProfileTab | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tabs = profileTabs(user);
  const tab = tabOf(search, tabs, opening ?? "about");
  const sections = useProfileSections(user);

  const panel = (value: ProfileTab) => {
    switch (value) {
      case "about":
        return <AboutTab user={user} sections={sections} />;
      case "connections":
        return <ConnectionsTab user={user} owner={owner} />;
      case "showroom":
      case "gallery":
        return <WorkTab kind={value} user={user} owner={owner} />;
      case "opportunities":
        return <OpportunitiesTab user={user} owner={owner} />;
    }
  };

  return (
    <Tabs
      value={tab}
      onChange={(value) => navigate(tabPath((value ?? "about") as ProfileTab, opening), { preventScrollReset: true })}
      className={classes.tabs}
      keepMounted={false}
    >
      <Tabs.List className={classes.tabList}>
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(value === "connections" && user.kind === "company" ? "profile.tabs.team" : `profile.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((value) => (
        <Tabs.Panel key={value} value={value} className={classes.panel}>
          {value === tab && panel(value)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

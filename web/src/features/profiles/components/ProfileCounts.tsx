import { UnstyledButton } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCount } from "../../../i18n/formats.ts";
import type { FollowList } from "../../social/index.ts";
import { tabPath } from "../profileTabs.ts";
import type { ProfileUser } from "../types.ts";
import classes from "./ProfileCounts.module.css";

// The lists load with their first opening: most visits never open them.
const FollowListModal = lazy(() => import("../../social/index.ts").then((m) => ({ default: m.FollowListModal })));

/** Followers, followings and connections; the first two open their lists, the third its tab. */
export function ProfileCounts({ user }: { user: ProfileUser }) {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<FollowList | null>(null);
  const [opened, setOpened] = useState(false);
  const count = (n: number, key: string) => (
    <>
      <strong className={classes.number}>{formatCount(i18n.language, n)}</strong> {t(key, { count: n })}
    </>
  );
  const show = (which: FollowList) => {
    setList(which);
    setOpened(true);
  };

  return (
    <div className={classes.root}>
      <UnstyledButton className={classes.count} onClick={() => show("followers")}>
        {count(user.followersCount, "profile.counts.followers")}
      </UnstyledButton>
      <UnstyledButton className={classes.count} onClick={() => show("followings")}>
        {count(user.followingsCount, "profile.counts.followings")}
      </UnstyledButton>
      <Link className={classes.count} to={tabPath("connections")} preventScrollReset>
        {count(user.connectionsCount, "profile.counts.connections")}
      </Link>
      {list && (
        <Suspense fallback={null}>
          <FollowListModal
            userId={user.id}
            name={user.name}
            list={list}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

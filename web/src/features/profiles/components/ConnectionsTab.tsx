import { paths } from "@atelier/common/paths";
import { Skeleton } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PERSON_INCLUDE, SOCIAL } from "../api/profileApi.ts";
import type { ProfileUser } from "../types.ts";
import classes from "./PersonCard.module.css";
import { PersonCard } from "./PersonCard.tsx";

/** The connections list loads whole (spec 001 section 9). */
const CONNECTIONS_PAGE_SIZE = 1000;

/** The user's confirmed connections, each linking to its profile. */
export function ConnectionsTab({ user, owner }: { user: ProfileUser; owner: boolean }) {
  const { t } = useTranslation();
  const connections = useList<ProfileUser>(SOCIAL.userConnections(user.id), {
    size: CONNECTIONS_PAGE_SIZE,
    include: PERSON_INCLUDE,
  });

  if (connections.isError)
    return <LoadFailure title={t("profile.loadFailed")} onRetry={() => void connections.refetch()} />;
  if (connections.isPending) {
    return (
      <ul className={classes.grid} aria-busy="true" aria-label={t("profile.loading")}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height={64} radius="md" />
          </li>
        ))}
      </ul>
    );
  }
  if (connections.items.length === 0) {
    return owner ? (
      <EmptyState
        icon={<IconUsers size={22} stroke={ICON_STROKE} />}
        title={t("profile.tabs.connectionsEmpty.owner.title")}
        body={t("profile.tabs.connectionsEmpty.owner.body")}
        action={{ label: t("profile.tabs.connectionsEmpty.owner.action"), to: paths.connections("find") }}
      />
    ) : (
      <EmptyState
        icon={<IconUsers size={22} stroke={ICON_STROKE} />}
        title={t("profile.tabs.connectionsEmpty.visitor.title")}
        body={t("profile.tabs.connectionsEmpty.visitor.body", { name: user.name })}
      />
    );
  }
  return (
    <ul className={classes.grid} aria-label={t("profile.tabs.connections")}>
      {connections.items.map((person) => (
        <PersonCard key={person.id} user={person} />
      ))}
    </ul>
  );
}

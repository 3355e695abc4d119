import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useResource } from "../../../api/hooks.ts";
import { SOCIAL_API } from "../api/socialApi.ts";
import type { FollowList } from "../followLists.ts";
import type { UserSummary } from "../types.ts";
import { FollowListModal } from "./FollowListModal.tsx";

/** My follower and following counts beside the connections, each opening its list. */
export function MyFollows({ meId }: { meId: string }) {
  const { t } = useTranslation();
  const me = useResource<UserSummary>(`${SOCIAL_API.users}/${encodeURIComponent(meId)}`);
  const [opened, setOpened] = useState<FollowList | null>(null);
  if (!me.data) return null;
  const counts: Record<FollowList, number> = {
    followers: me.data.followersCount,
    followings: me.data.followingsCount,
  };
  return (
    <Group gap="xs">
      {(["followers", "followings"] as const).map((list) => (
        <Button key={list} variant="default" size="sm" onClick={() => setOpened(list)}>
          {t(`connections.follows.count.${list}`, { count: counts[list] })}
        </Button>
      ))}
      <FollowListModal
        userId={meId}
        name={me.data.name}
        list={opened ?? "followers"}
        opened={opened !== null}
        onClose={() => setOpened(null)}
      />
    </Group>
  );
}

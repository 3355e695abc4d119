import { Badge, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../app/session/session.ts";
import { PersonSummary } from "../../../app/ui/PersonSummary.tsx";
import type { useItemActions } from "../api/useItemActions.ts";
import type { CoCreator } from "../types.ts";
import classes from "./ItemAside.module.css";

export interface CoCreatorsProps {
  coCreators: readonly CoCreator[];
  /** Whether the reader owns the item: they see who has not confirmed yet. */
  owner: boolean;
  actions: ReturnType<typeof useItemActions>;
}

/**
 * The people who made the item with its owner. Those who have not confirmed are marked (only the
 * owner and they themselves are told of them); a pending co-creator confirms or declines here.
 */
export function CoCreators({ coCreators, owner, actions }: CoCreatorsProps) {
  const { t } = useTranslation();
  const me = useMe();
  const shown = coCreators.filter((c) => c.user && (c.confirmed || owner || c.userId === me?.id));
  if (shown.length === 0) return null;
  return (
    <section className={classes.block} aria-labelledby="item-co-creators">
      <h2 id="item-co-creators" className={classes.blockTitle}>
        {t("showroom.item.coCreators")}
      </h2>
      <ul className={classes.people}>
        {shown.map((coCreator) => {
          const mine = coCreator.userId === me?.id && !coCreator.confirmed;
          return (
            <li key={coCreator.id} className={classes.person}>
              {coCreator.user && (
                <PersonSummary
                  user={coCreator.user}
                  avatarSize={36}
                  professionLines={1}
                  // The note is a paragraph's text: inline parts only.
                  note={
                    <>
                      {coCreator.role}
                      {!coCreator.confirmed && (
                        <Badge component="span" size="xs" variant="light" color="gray" ml={coCreator.role ? 6 : 0}>
                          {t("showroom.item.pending")}
                        </Badge>
                      )}
                    </>
                  }
                />
              )}
              {mine && (
                <Group gap="xs">
                  <Button
                    size="xs"
                    onClick={() => void actions.confirm(coCreator.id)}
                    loading={actions.busy === "confirm"}
                    disabled={actions.busy !== null}
                  >
                    {t("showroom.item.confirm")}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => void actions.decline(coCreator.id)}
                    loading={actions.busy === "decline"}
                    disabled={actions.busy !== null}
                  >
                    {t("showroom.item.decline")}
                  </Button>
                </Group>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

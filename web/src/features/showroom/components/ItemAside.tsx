import { paths } from "@atelier/common/paths";
import { Badge, Button, Group, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../../app/session/guards.ts";
import { useSession } from "../../../app/session/session.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { PersonSummary } from "../../../app/ui/PersonSummary.tsx";
import { textLinkClass } from "../../../app/ui/TextLink.tsx";
// The button alone, not the area's index: that would bring the follower lists into the page.
import { FollowUserButton } from "../../social/components/FollowUserButton.tsx";
import type { useItemActions } from "../api/useItemActions.ts";
import type { Item, Owner } from "../types.ts";
import { CoCreators } from "./CoCreators.tsx";
import classes from "./ItemAside.module.css";
import { LikeButton } from "./LikeButton.tsx";
import { OwnerActions } from "./OwnerActions.tsx";
import { ShareButton } from "./ShareButton.tsx";

export interface ItemAsideProps {
  item: Item;
  actions: ReturnType<typeof useItemActions>;
  /** The item's address on this site, for sharing. */
  path: string;
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.block} aria-labelledby={id}>
      <h2 id={id} className={classes.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Following the owner, for anyone but them; a visitor's button leads to the login, which brings them back. */
function FollowOwner({ owner }: { owner: Owner }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return <FollowUserButton user={owner} size="xs" />;
  return (
    <Button
      component={Link}
      to={loginPath(location)}
      size="xs"
      variant="light"
      leftSection={<IconPlus size={16} stroke={ICON_STROKE} aria-hidden="true" />}
    >
      {t("connections.follow.follow")}
      <VisuallyHidden> {owner.name}</VisuallyHidden>
    </Button>
  );
}

/** Beside the media (below them on a phone): who made it, likes and sharing, fields, skills and links. */
export function ItemAside({ item, actions, path }: ItemAsideProps) {
  const { t } = useTranslation();
  const owner = item.isMine === true;
  const fields = item.creativeFields ?? [];
  const skills = (item.assignedSkills ?? []).flatMap((assigned) => (assigned.skill ? [assigned.skill] : []));
  const links = [...(item.weblinks ?? [])].sort((a, b) => a.position - b.position);

  return (
    <div className={classes.aside}>
      {item.owner && (
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <PersonSummary user={item.owner} avatarSize={48} professionLines={2} />
          {!owner && <FollowOwner owner={item.owner} />}
        </Group>
      )}
      {owner && <OwnerActions item={item} actions={actions} />}
      {item.status === "published" && (
        <Group gap="sm" wrap="wrap">
          <LikeButton item={item} />
          <ShareButton title={item.title} text={item.description ?? item.title} path={path} />
        </Group>
      )}
      <CoCreators coCreators={item.coCreators ?? []} owner={owner} actions={actions} />
      {fields.length > 0 && (
        <Block id="item-fields" title={t("showroom.item.fields")}>
          <Group gap={6}>
            {fields.map((field) => (
              <Badge
                key={field.id}
                component={Link}
                to={paths.showroomField(field.id)}
                variant="light"
                style={{ cursor: "pointer" }}
              >
                {field.name}
              </Badge>
            ))}
          </Group>
        </Block>
      )}
      {skills.length > 0 && (
        <Block id="item-skills" title={t("showroom.item.skills")}>
          <Group gap={6}>
            {skills.map((skill) => (
              <Badge key={skill.id} variant="outline" color="gray">
                {skill.name}
              </Badge>
            ))}
          </Group>
        </Block>
      )}
      {links.length > 0 && (
        <Block id="item-links" title={t("showroom.item.links")}>
          <ul className={classes.links}>
            {links.map((link) => (
              <li key={link.id}>
                {/* Links the owner wrote: no referrer, no ranking passed on. */}
                <a className={textLinkClass} href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                  {link.url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
                </a>
              </li>
            ))}
          </ul>
        </Block>
      )}
    </div>
  );
}

import { ActionIcon, Avatar, Badge, Button, Text, Title } from "@mantine/core";
import { IconCamera, IconMapPin, IconPhoto } from "@tabler/icons-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session/session.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { professionNames } from "../../../app/ui/personFacts.ts";
import { objectPosition } from "../focalPoint.ts";
import { ImageEditor } from "../lazyEditors.ts";
import type { ProfileUser } from "../types.ts";
import { ConnectionRequestNote, ProfileActions } from "./ProfileActions.tsx";
import { ProfileCounts } from "./ProfileCounts.tsx";
import { useProfileEditor } from "./ProfileEditorContext.tsx";
import classes from "./ProfileHeader.module.css";
import { ProfileMenu } from "./ProfileMenu.tsx";

/**
 * The top of a profile: the title image as a wide banner, the profile image overlapping it, the
 * name, professions, place and headline, the counts and what a visitor can do (a signed-in one
 * also blocks from its menu). The owner finds a camera on each image to change it.
 */
export function ProfileHeader({ user, userKey }: { user: ProfileUser; userKey: string }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const { signedIn } = useSession();
  const professions = professionNames(user);
  const title = user.titleImage;
  const portrait = user.profileImage;

  return (
    <header className={classes.root}>
      <div className={classes.banner}>
        {title?.large ? (
          <img
            className={classes.bannerImage}
            src={title.medium ?? title.large}
            srcSet={[title.medium && `${title.medium} 1200w`, `${title.large} 2400w`].filter(Boolean).join(", ")}
            sizes="(min-width: 80rem) 80rem, 100vw"
            // The banner is the largest thing the page paints first: it goes before the scripts.
            fetchPriority="high"
            alt=""
            style={{ objectPosition: objectPosition({ x: title.focalX, y: title.focalY }) }}
          />
        ) : (
          <div className={classes.bannerPlaceholder} aria-hidden="true" />
        )}
        {editor.owner && (
          <Button
            className={classes.bannerEdit}
            variant="white"
            color="dark"
            size="xs"
            leftSection={<IconPhoto size={16} stroke={ICON_STROKE} aria-hidden="true" />}
            onClick={() => editor.open("images", "title")}
          >
            {title ? t("profile.images.title.change") : t("profile.images.title.add")}
          </Button>
        )}
      </div>

      <div className={classes.identity}>
        <div className={classes.portrait}>
          <Avatar
            className={classes.avatar}
            src={portrait?.medium ?? null}
            alt={portrait ? t("profile.images.profile.alt", { name: user.name }) : undefined}
            name={user.name}
            color="initials"
            radius="50%"
            imageProps={
              portrait?.large ? { srcSet: `${portrait.medium} 1x, ${portrait.large} 2x`, loading: "eager" } : undefined
            }
          />
          {editor.owner && (
            <ActionIcon
              className={classes.portraitEdit}
              variant="default"
              radius="xl"
              size="lg"
              onClick={() => editor.open("images", "profile")}
              aria-label={portrait ? t("profile.images.profile.change") : t("profile.images.profile.add")}
            >
              <IconCamera size={18} stroke={ICON_STROKE} aria-hidden="true" />
            </ActionIcon>
          )}
        </div>

        <div className={classes.text}>
          <div className={classes.nameRow}>
            <Title order={1} className={classes.name}>
              {user.name}
            </Title>
            {user.isPremium && (
              <Badge variant="light" size="sm">
                {t("profile.premium")}
              </Badge>
            )}
          </div>
          {professions.length > 0 && <Text className={classes.professions}>{professions.join(" · ")}</Text>}
          {user.location && (
            <Text size="sm" c="dimmed" className={classes.place}>
              <IconMapPin size={16} stroke={ICON_STROKE} aria-hidden="true" />
              <span>{user.location.longName}</span>
            </Text>
          )}
        </div>

        {!editor.owner && (
          <div className={classes.actions}>
            {!user.isBlocked && <ProfileActions user={user} />}
            {signedIn && <ProfileMenu user={user} userKey={userKey} />}
          </div>
        )}
      </div>

      {!editor.owner && <ConnectionRequestNote user={user} />}
      {user.headline && <Text className={classes.headline}>{user.headline}</Text>}
      {/* Whom one blocked shows no lists: they are hidden from one another everywhere else. */}
      {!user.isBlocked && <ProfileCounts user={user} />}

      {(editor.isOpen("images", "title") || editor.isOpen("images", "profile")) && (
        <Suspense fallback={null}>
          <ImageEditor kind={editor.isOpen("images", "title") ? "title" : "profile"} user={user} />
        </Suspense>
      )}
    </header>
  );
}

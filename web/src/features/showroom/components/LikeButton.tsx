import { paths } from "@atelier/common/paths";
import { Anchor, Button, Group, Text, UnstyledButton } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../../app/session/guards.ts";
import { useMe } from "../../../app/session/session.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { formatCount } from "../../../i18n/formats.ts";
import { useLikeToggle } from "../api/useLikeToggle.ts";
import type { Item } from "../types.ts";
import classes from "./ItemAside.module.css";

// The likers' dialog is code of its own: most readers never open it.
const LikersDialog = lazy(() => import("./LikersDialog.tsx").then((m) => ({ default: m.LikersDialog })));

/**
 * Like or unlike an item, with its count. A visitor's button leads to the login, which brings them
 * back. Who liked it is the owner's to see, with premium: for them the count opens the likers; an
 * owner without premium is shown where to get it; everyone else sees the count alone.
 */
export function LikeButton({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const like = useLikeToggle(item);
  const me = useMe();
  const [likersOpen, setLikersOpen] = useState(false);
  const Icon = like.liked ? IconHeartFilled : IconHeart;
  const icon = <Icon size={18} stroke={ICON_STROKE} aria-hidden="true" />;
  const label = t(like.liked ? "showroom.like.liked" : "showroom.like.like");
  const count = t("showroom.like.count", {
    count: item.likesCount,
    formatted: formatCount(i18n.language, item.likesCount),
  });

  return (
    <Group gap="sm" wrap="nowrap">
      {!like.mine &&
        (like.signedIn ? (
          <Button
            variant={like.liked ? "filled" : "default"}
            color={like.liked ? "red" : undefined}
            leftSection={icon}
            onClick={() => void like.toggle()}
            aria-pressed={like.liked}
            data-busy={like.busy || undefined}
          >
            {label}
          </Button>
        ) : (
          <Button component={Link} to={loginPath(location)} variant="default" leftSection={icon}>
            {label}
          </Button>
        ))}
      {like.mine && me?.isPremium ? (
        <UnstyledButton
          className={classes.likers}
          onClick={() => setLikersOpen(true)}
          disabled={item.likesCount === 0}
          aria-haspopup="dialog"
          data-like-count
        >
          {count}
        </UnstyledButton>
      ) : (
        <Text component="span" size="sm" c="dimmed" data-like-count>
          {count}
        </Text>
      )}
      {like.mine && !me?.isPremium && item.likesCount > 0 && (
        <Anchor component={Link} to={paths.pricing} size="sm">
          {t("showroom.like.seeLikers")}
        </Anchor>
      )}
      {likersOpen && (
        <Suspense fallback={null}>
          <LikersDialog item={item} onClose={() => setLikersOpen(false)} />
        </Suspense>
      )}
    </Group>
  );
}

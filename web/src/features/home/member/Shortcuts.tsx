import { paths } from "@atelier/common/paths";
import { IconHeart, IconLayoutGrid, IconMessageCircle, IconUsers } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { Heading } from "../../../app/ui/Heading.tsx";
import classes from "./MemberHome.module.css";
import shortcuts from "./Shortcuts.module.css";

const SHORTCUTS = [
  { key: "work", to: paths.ownProfile, icon: IconLayoutGrid },
  { key: "favourites", to: paths.favourites, icon: IconHeart },
  { key: "connections", to: paths.connections(), icon: IconUsers },
  { key: "messages", to: paths.messages, icon: IconMessageCircle },
] as const;

/** The member's own places: their work, favourites, connections and messages. */
export const Shortcuts = memo(function Shortcuts() {
  const { t } = useTranslation();
  return (
    <nav className={classes.panel} aria-labelledby="shortcuts-title">
      <Heading order={2} size={4} id="shortcuts-title" className={shortcuts.title}>
        {t("home.member.shortcuts.title")}
      </Heading>
      <ul className={classes.list}>
        {SHORTCUTS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className={shortcuts.link}>
              <Icon size={18} stroke={ICON_STROKE} aria-hidden="true" />
              {t(`home.member.shortcuts.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

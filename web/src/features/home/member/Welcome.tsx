import { paths } from "@atelier/common/paths";
import { Button } from "@mantine/core";
import { IconBell, IconMessageCircle, IconPhotoPlus, IconUserPlus } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../../app/session/session.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { Heading } from "../../../app/ui/Heading.tsx";
import classes from "./Welcome.module.css";

interface Waiting {
  key: string;
  count: number;
  to: string;
  icon: ComponentType<{ size: number; stroke: number; "aria-hidden": "true" }>;
}

/**
 * The member by name, what waits for them (requests, messages, notifications) and the way to share
 * new work. A member still to come (a page kept for all members) is greeted without a name, and
 * what waits keeps its line until they are read. It reads the member itself, so that their arrival
 * and their counts redraw the greeting alone, not the home around it.
 */
export function Welcome() {
  const { t } = useTranslation();
  const { me, toCome } = useSession();
  const waiting: Waiting[] = [
    {
      key: "connectionRequests",
      count: me?.incomingConnectionRequestsCount ?? 0,
      to: paths.connections("received"),
      icon: IconUserPlus,
    },
    { key: "unreadMessages", count: me?.unreadMessagesCount ?? 0, to: paths.messages, icon: IconMessageCircle },
    { key: "notifications", count: me?.unreadNotificationsCount ?? 0, to: paths.notifications, icon: IconBell },
  ];
  const due = waiting.filter((entry) => entry.count > 0);
  return (
    <section className={classes.root} aria-labelledby="home-title">
      <div className={classes.text}>
        <Heading order={1} size={2} id="home-title">
          {me?.name ? t("home.member.title", { name: me.name.split(" ")[0] }) : t("home.member.titleNameless")}
        </Heading>
        {/* One line whatever it holds, the same before the member is read as after: nothing below moves. */}
        <div className={classes.status}>
          {toCome ? (
            <span aria-hidden="true">&nbsp;</span>
          ) : due.length > 0 ? (
            <ul className={classes.waiting} aria-label={t("home.member.waitingLabel")}>
              {due.map(({ key, count, to, icon: Icon }) => (
                <li key={key}>
                  <Link to={to} className={classes.chip}>
                    <Icon size={16} stroke={ICON_STROKE} aria-hidden="true" />
                    {t(`home.member.waiting.${key}`, { count })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={classes.lead}>{t("home.member.caughtUp")}</p>
          )}
        </div>
      </div>
      <Button
        component={Link}
        to={paths.showroomNew}
        leftSection={<IconPhotoPlus size={18} stroke={ICON_STROKE} aria-hidden="true" />}
      >
        {t("home.member.share")}
      </Button>
    </section>
  );
}

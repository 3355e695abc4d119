import { IconArrowRight, IconBriefcase, IconPalette } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { contentClass, ICON_STROKE } from "../../app/theme/theme.ts";
import { Heading } from "../../app/ui/Heading.tsx";
import { TextLink } from "../../app/ui/TextLink.tsx";
import { RichText } from "../pages/components/RichText.tsx";
import classes from "./AudienceSplit.module.css";

const audiences = [
  { key: "creatives", Icon: IconPalette },
  { key: "clients", Icon: IconBriefcase },
] as const;

/** What Atelier offers each side, side by side, with the way to the full explanation. */
export function AudienceSplit() {
  const { t } = useTranslation();
  return (
    <section className={classes.root} aria-labelledby="home-sides">
      <div className={contentClass}>
        <Heading order={2} id="home-sides" className={classes.title}>
          {t("home.sides.title")}
        </Heading>
        <div className={classes.grid}>
          {audiences.map(({ key, Icon }) => (
            <div key={key} className={classes.card}>
              <Icon size={28} stroke={ICON_STROKE} aria-hidden="true" className={classes.icon} />
              <Heading order={3} size={4} className={classes.cardTitle}>
                {t(`home.sides.${key}.title`)}
              </Heading>
              <RichText text={t(`home.sides.${key}.points`)} />
            </div>
          ))}
        </div>
        <TextLink to="/how-it-works" className={classes.link}>
          {t("home.sides.link")}
          <IconArrowRight size={16} stroke={ICON_STROKE} aria-hidden="true" />
        </TextLink>
      </div>
    </section>
  );
}

import { paths } from "@atelier/common/paths";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { contentClass, ICON_STROKE } from "../../app/theme/theme.ts";
import { Heading } from "../../app/ui/Heading.tsx";
import { PlainButton } from "../../app/ui/PlainButton.tsx";
import { TextLink } from "../../app/ui/TextLink.tsx";
import { FieldArtwork } from "../pages/components/FieldArtwork.tsx";
import classes from "./HomeHero.module.css";

const MOSAIC_TILES = ["large", "wide", "tall", "small"];

/** What Atelier is, in one sentence, and the two ways in for a visitor: join, or look around first. */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className={classes.root} aria-labelledby="home-title">
      <div className={`${contentClass} ${classes.inner}`}>
        <div className={classes.text}>
          <p className={classes.eyebrow}>{t("home.hero.eyebrow")}</p>
          <Heading order={1} id="home-title" className={classes.title}>
            {t("home.hero.title")}
          </Heading>
          <p className={classes.lead}>{t("home.hero.lead")}</p>
          <div className={classes.actions}>
            <PlainButton to={paths.signup} size="lg">
              {t("home.hero.signup")}
            </PlainButton>
            <PlainButton to="/showroom" size="lg" variant="default">
              {t("home.hero.explore")}
            </PlainButton>
          </div>
          <TextLink to="/creatives" className={classes.clients}>
            {t("home.hero.clients")}
            <IconArrowRight size={16} stroke={ICON_STROKE} aria-hidden="true" />
          </TextLink>
        </div>
        <div className={classes.mosaic} role="img" aria-label={t("home.hero.boardLabel")}>
          {MOSAIC_TILES.map((tile, index) => (
            <div key={tile} className={classes.tile}>
              <FieldArtwork index={index + 1} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

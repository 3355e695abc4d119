import { IconPhotoPlus, IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { contentClass, ICON_STROKE } from "../../app/theme.ts";
import { CallToAction } from "../pages/components/CallToAction.tsx";
import { FeaturedFieldGrid } from "../pages/components/FeaturedFieldGrid.tsx";
import { AudienceSplit } from "./AudienceSplit.tsx";
import { EmptyShelf } from "./EmptyShelf.tsx";
import { HomeHero } from "./HomeHero.tsx";
import { HomeSection } from "./HomeSection.tsx";

const FEATURED_TEASER = 6;

/**
 * The index page: what Atelier is, then the showroom, the featured creative fields and the
 * creatives. The showroom and creatives shelves stay empty until those areas serve content.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <HomeHero />
      <HomeSection
        title={t("home.showroom.title")}
        lead={t("home.showroom.lead")}
        link={{ label: t("home.showroom.viewAll"), to: "/showroom" }}
      >
        <EmptyShelf
          variant="work"
          icon={<IconPhotoPlus size={24} stroke={ICON_STROKE} />}
          title={t("home.showroom.emptyTitle")}
          body={t("home.showroom.emptyBody")}
          action={{ label: t("home.showroom.emptyAction"), to: "/showroom/new" }}
        />
      </HomeSection>
      <HomeSection
        eyebrow={t("home.featured.eyebrow")}
        title={t("home.featured.title")}
        lead={t("home.featured.lead")}
        link={{ label: t("home.featured.viewAll"), to: "/featured" }}
      >
        <FeaturedFieldGrid limit={FEATURED_TEASER} />
      </HomeSection>
      <HomeSection
        title={t("home.creatives.title")}
        lead={t("home.creatives.lead")}
        link={{ label: t("home.creatives.viewAll"), to: "/creatives" }}
      >
        <EmptyShelf
          variant="person"
          icon={<IconUserCircle size={24} stroke={ICON_STROKE} />}
          title={t("home.creatives.emptyTitle")}
          body={t("home.creatives.emptyBody")}
          action={{ label: t("home.creatives.emptyAction"), to: "/profile" }}
        />
      </HomeSection>
      <AudienceSplit />
      <div className={contentClass}>
        <CallToAction
          title={t("home.cta.title")}
          lead={t("home.cta.lead")}
          primary={{ label: t("home.cta.action"), to: "/signup" }}
          secondary={{ label: t("home.cta.secondary"), to: "/pricing" }}
        />
      </div>
    </>
  );
}

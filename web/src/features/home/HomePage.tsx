import { paths } from "@atelier/common/paths";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../app/runtime/runtime-context.tsx";
import { useSignedIn } from "../../app/session/session.ts";
import { contentClass } from "../../app/theme/theme.ts";
import { CallToAction } from "../pages/components/CallToAction.tsx";
import { AudienceSplit } from "./AudienceSplit.tsx";
import { HomeHero } from "./HomeHero.tsx";
import { HomeSection } from "./HomeSection.tsx";
// The shelves' code loads after the page's, though the server draws them with it: their one
// stylesheet of their own comes with the page's, or it would arrive late and restyle the whole page.
import "./EmptyShelf.module.css";
// So do the member home's own, which the server draws for a member before its code has loaded.
import "./member/MemberHome.module.css";
import "./member/Welcome.module.css";
import { CreativesShelf, FeaturedShelf, ShowroomShelf } from "./lazyShelves.ts";
import { ShelfSkeleton } from "./ShelfSkeleton.tsx";

const MemberHome = lazy(() => import("./member/MemberHome.tsx"));

/**
 * The index page. A member gets their own home (member/), in a chunk of its own. For visitors: what Atelier is, then the showroom, the featured creative field and the
 * creatives, each shelf filled by the server's render (the route's loader) and hydrated as drawn.
 */
/** A member's home while its chunk comes: the shape of its feed. */
function MemberHomeSkeleton() {
  return (
    <div className={contentClass}>
      <ShelfSkeleton variant="work" count={4} />
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const runtime = useRuntime();
  useEffect(() => {
    // The member home's reads start beside its code, which a visitor's page carries none of.
    if (signedIn) void import("./api/memberHomeApi.ts").then(({ readMemberHomeEarly }) => readMemberHomeEarly(runtime));
  }, [signedIn, runtime]);
  if (signedIn) {
    return (
      <Suspense fallback={<MemberHomeSkeleton />}>
        <MemberHome />
      </Suspense>
    );
  }
  return (
    <>
      <HomeHero />
      <HomeSection
        title={t("home.showroom.title")}
        lead={t("home.showroom.lead")}
        link={{ label: t("home.showroom.viewAll"), to: paths.showroom }}
      >
        <Suspense fallback={<ShelfSkeleton variant="work" />}>
          <ShowroomShelf />
        </Suspense>
      </HomeSection>
      <HomeSection
        eyebrow={t("home.featured.eyebrow")}
        title={t("home.featured.title")}
        lead={t("home.featured.lead")}
        link={{ label: t("home.featured.viewAll"), to: paths.featured }}
      >
        <Suspense fallback={<ShelfSkeleton variant="work" count={4} />}>
          <FeaturedShelf />
        </Suspense>
      </HomeSection>
      <HomeSection
        title={t("home.creatives.title")}
        lead={t("home.creatives.lead")}
        link={{ label: t("home.creatives.viewAll"), to: paths.creatives }}
      >
        <Suspense fallback={<ShelfSkeleton variant="person" />}>
          <CreativesShelf />
        </Suspense>
      </HomeSection>
      <AudienceSplit />
      <div className={contentClass}>
        <CallToAction
          title={t("home.cta.title")}
          lead={t("home.cta.lead")}
          primary={{ label: t("home.cta.action"), to: paths.signup }}
          secondary={{ label: t("home.cta.secondary"), to: paths.pricing }}
        />
      </div>
    </>
  );
}

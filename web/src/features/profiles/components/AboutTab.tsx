import { IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { type AboutLayout, aboutLayout } from "../aboutLayout.ts";
import type { ProfileSections } from "../hooks/useProfileSections.ts";
import { usePublishedWork } from "../hooks/usePublishedWork.ts";
import { hasContact, profileFacts } from "../profileFacts.ts";
import { CompanyContactSection } from "../sections/CompanyContactSection.tsx";
import { CvSection } from "../sections/CvSection.tsx";
import { HistorySection } from "../sections/HistorySection.tsx";
import { IndustriesSection } from "../sections/IndustriesSection.tsx";
import { IntroSection } from "../sections/IntroSection.tsx";
import { LanguagesSection } from "../sections/LanguagesSection.tsx";
import { OperationsSection } from "../sections/OperationsSection.tsx";
import { ProfessionsSection } from "../sections/ProfessionsSection.tsx";
import { WeblinksSection } from "../sections/WeblinksSection.tsx";
import type { ProfileUser } from "../types.ts";
import classes from "./AboutTab.module.css";
import { CompletenessMeter } from "./CompletenessMeter.tsx";
import { useProfileEditor } from "./ProfileEditorContext.tsx";
import { RelatedCreatives } from "./RelatedCreatives.tsx";

/** Whether a visitor would find anything at all in the About tab. */
function showsAnything(user: ProfileUser, sections: ProfileSections, layout: AboutLayout): boolean {
  const lists = [
    sections.professions,
    sections.operations,
    sections.weblinks,
    sections.achievements,
    ...(layout.industries ? [sections.industries] : []),
    ...(layout.languages ? [sections.languages] : []),
    ...(layout.employments ? [sections.employments] : []),
    ...(layout.educations ? [sections.educations] : []),
  ];
  return (
    Boolean(user.about) ||
    (layout.cv && user.hasCv) ||
    (layout.companyContact && hasContact(sections.companyContact.contact)) ||
    lists.some((list) => list.pending || list.failed || list.items.length > 0)
  );
}

/**
 * The About tab: the user's words, a client's industries, creative fields and history in the wide
 * column; professions, languages, links, CV and contact beside it (below it on a phone). The owner
 * sees every section, the empty ones saying what to add, and the completeness meter on top.
 */
export function AboutTab({ user, sections }: { user: ProfileUser; sections: ProfileSections }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const layout = aboutLayout(user, sections.languages.items.length > 0);
  const publishedWork = usePublishedWork(user, editor.owner && user.isCreative);

  if (!editor.owner && !showsAnything(user, sections, layout)) {
    return (
      <div className={classes.root}>
        <div className={classes.main}>
          <EmptyState
            icon={<IconUserCircle size={22} stroke={ICON_STROKE} />}
            title={t("profile.about.emptyTitle")}
            body={t("profile.about.emptyBody", { name: user.name })}
            order={2}
          />
        </div>
        <aside className={classes.side}>
          <RelatedCreatives user={user} />
        </aside>
      </div>
    );
  }

  return (
    <div className={classes.root}>
      <div className={classes.main}>
        {editor.owner && (
          <div className={classes.meterOnPhone}>
            <CompletenessMeter facts={profileFacts(user, sections, publishedWork)} />
          </div>
        )}
        <IntroSection user={user} />
        {layout.industries && <IndustriesSection industries={sections.industries} />}
        <OperationsSection operations={sections.operations} />
        {layout.employments && <HistorySection kind="employments" entries={sections.employments} />}
        {layout.educations && <HistorySection kind="educations" entries={sections.educations} />}
        <HistorySection kind="achievements" entries={sections.achievements} />
      </div>
      <aside className={classes.side} aria-label={t("profile.about.details")}>
        {editor.owner && (
          <div className={classes.meterBeside}>
            <CompletenessMeter facts={profileFacts(user, sections, publishedWork)} />
          </div>
        )}
        {/* A company is reached first: its contact block leads the column. */}
        {layout.companyContact && (
          <CompanyContactSection contact={sections.companyContact.contact} pending={sections.companyContact.pending} />
        )}
        <ProfessionsSection professions={sections.professions} />
        {layout.languages && <LanguagesSection languages={sections.languages} />}
        <WeblinksSection weblinks={sections.weblinks} />
        {layout.cv && <CvSection user={user} />}
        <RelatedCreatives user={user} />
      </aside>
    </div>
  );
}

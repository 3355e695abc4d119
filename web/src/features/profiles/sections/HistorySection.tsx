import { ActionIcon, Skeleton } from "@mantine/core";
import { IconBriefcase, IconCertificate, IconFileDownload, IconPencil, IconSchool } from "@tabler/icons-react";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { DOWNLOADS } from "../api/profileApi.ts";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { AddButton, SectionCard } from "../components/SectionCard.tsx";
import { formatDay, formatPeriod } from "../dates.ts";
import { useFileDetails } from "../hooks/useFileDetails.ts";
import type { SectionList } from "../hooks/useProfileSections.ts";
import { HistoryForm } from "../lazyEditors.ts";
import type { Achievement, Education, Employment, HistoryEntry, HistoryKind } from "../types.ts";
import classes from "./sections.module.css";

const ICONS = { employments: IconBriefcase, educations: IconSchool, achievements: IconCertificate } as const;

export interface HistorySectionProps<K extends HistoryKind> {
  kind: K;
  entries: SectionList<HistoryEntry<K>>;
}

/**
 * Employment, education or achievements, the latest first. The owner opens one entry at a time in
 * its form (spec 001 section 2), in place of the entry.
 */
export function HistorySection<K extends HistoryKind>({ kind, entries }: HistorySectionProps<K>) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const adding = editor.isOpen(kind, "new");
  if (!editor.owner && entries.items.length === 0) return null;
  const Icon: typeof IconBriefcase = ICONS[kind];
  const form = (entry?: HistoryEntry<K>) => (
    <Suspense fallback={<EditorFallback />}>
      <HistoryForm kind={kind} entry={entry} />
    </Suspense>
  );

  let content: ReactNode;
  if (entries.failed) {
    content = <LoadFailure title={t("profile.loadFailed")} onRetry={entries.retry} />;
  } else if (entries.pending) {
    content = <Skeleton height={56} radius="md" />;
  } else if (entries.items.length === 0 && !adding) {
    content = (
      <OwnerHint
        text={t(`profile.history.${kind}.empty`)}
        action={t(`profile.history.${kind}.add`)}
        onAction={() => editor.open(kind, "new")}
      />
    );
  } else {
    content = (
      <ul className={classes.list}>
        {adding && (
          <li className={classes.entry}>
            <div className={classes.entryBody}>{form()}</div>
          </li>
        )}
        {entries.items.map((entry) => (
          <li key={entry.id} className={classes.entry}>
            {editor.isOpen(kind, entry.id) ? (
              <div className={classes.entryBody}>{form(entry)}</div>
            ) : (
              <>
                <span className={classes.entryIcon} aria-hidden="true">
                  <Icon size={20} stroke={ICON_STROKE} />
                </span>
                <div className={classes.entryBody}>
                  <EntryText kind={kind} entry={entry} />
                </div>
                {editor.owner && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => editor.open(kind, entry.id)}
                    aria-label={t(`profile.history.${kind}.editOne`, { title: entryTitle(kind, entry) })}
                  >
                    <IconPencil size={16} stroke={ICON_STROKE} aria-hidden="true" />
                  </ActionIcon>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SectionCard
      title={t(`profile.history.${kind}.title`)}
      section={kind}
      action={
        editor.owner &&
        !adding &&
        entries.items.length > 0 && (
          <AddButton label={t(`profile.history.${kind}.add`)} onClick={() => editor.open(kind, "new")} />
        )
      }
    >
      {content}
    </SectionCard>
  );
}

function entryTitle(kind: HistoryKind, entry: Employment | Education | Achievement): string {
  if (kind === "employments") return (entry as Employment).title;
  if (kind === "educations") return (entry as Education).school;
  return (entry as Achievement).title;
}

function EntryText({ kind, entry }: { kind: HistoryKind; entry: Employment | Education | Achievement }) {
  const { t, i18n } = useTranslation();
  const present = t("profile.history.present");
  let title: string;
  let lines: (string | null)[];
  if (kind === "employments") {
    const job = entry as Employment;
    title = job.title;
    lines = [
      [job.employer, job.place].filter(Boolean).join(" · "),
      formatPeriod(job.startedOn, job.endedOn, i18n.language, present),
    ];
  } else if (kind === "educations") {
    const school = entry as Education;
    title = school.school;
    lines = [
      [school.degree, school.fieldOfStudy].filter(Boolean).join(", ") || null,
      formatPeriod(school.startedOn, school.endedOn, i18n.language, null),
    ];
  } else {
    const award = entry as Achievement;
    title = award.title;
    lines = [award.issuer, formatDay(award.achievedOn, i18n.language)];
  }
  return (
    <>
      <h3 className={classes.entryTitle}>{title}</h3>
      {lines.filter(Boolean).map((line) => (
        <p key={line} className={classes.entryLine}>
          {line}
        </p>
      ))}
      {entry.description && <p className={classes.entryText}>{entry.description}</p>}
      {kind === "achievements" && (entry as Achievement).hasFile && (
        <AchievementFile achievement={entry as Achievement} />
      )}
    </>
  );
}

function AchievementFile({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation();
  const href = DOWNLOADS.achievementFile(achievement.id);
  const details = useFileDetails(href);
  return (
    <a className={classes.download} href={href} download>
      <IconFileDownload size={18} stroke={ICON_STROKE} aria-hidden="true" />
      {details?.type
        ? t("profile.history.achievements.downloadTyped", { type: details.type })
        : t("profile.history.achievements.download")}
    </a>
  );
}

import { ActionIcon, Skeleton } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { AddButton, SectionCard } from "../components/SectionCard.tsx";
import type { SectionList } from "../hooks/useProfileSections.ts";
import { WeblinkForm } from "../lazyEditors.ts";
import type { Weblink } from "../types.ts";
import { displayUrl, WEBLINK_ICONS } from "../weblinks.ts";
import classes from "./sections.module.css";

/** Links to the user's website and social profiles; the owner edits them one at a time. */
export function WeblinksSection({ weblinks }: { weblinks: SectionList<Weblink> }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const adding = editor.isOpen("weblinks", "new");
  if (!editor.owner && weblinks.items.length === 0) return null;
  const form = (weblink?: Weblink) => (
    <Suspense fallback={<EditorFallback />}>
      <WeblinkForm weblink={weblink} />
    </Suspense>
  );

  let content: ReactNode;
  if (weblinks.failed) {
    content = <LoadFailure title={t("profile.loadFailed")} onRetry={weblinks.retry} />;
  } else if (weblinks.pending) {
    content = <Skeleton height={40} radius="md" />;
  } else if (weblinks.items.length === 0 && !adding) {
    content = (
      <OwnerHint
        text={t("profile.weblinks.empty")}
        action={t("profile.weblinks.add")}
        onAction={() => editor.open("weblinks", "new")}
      />
    );
  } else {
    content = (
      <ul className={classes.rows}>
        {weblinks.items.map((link) => {
          if (editor.isOpen("weblinks", link.id)) return <li key={link.id}>{form(link)}</li>;
          const Icon = WEBLINK_ICONS[link.kind as keyof typeof WEBLINK_ICONS] ?? WEBLINK_ICONS.website;
          return (
            <li key={link.id} className={classes.row}>
              <a className={classes.link} href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                <Icon size={18} stroke={ICON_STROKE} aria-hidden="true" />
                <span className={classes.linkText} title={link.url}>
                  {displayUrl(link.url)}
                </span>
              </a>
              {editor.owner && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => editor.open("weblinks", link.id)}
                  aria-label={t("profile.weblinks.editOne", { url: displayUrl(link.url) })}
                >
                  <IconPencil size={16} stroke={ICON_STROKE} aria-hidden="true" />
                </ActionIcon>
              )}
            </li>
          );
        })}
        {adding && <li>{form()}</li>}
      </ul>
    );
  }
  return (
    <SectionCard
      title={t("profile.weblinks.title")}
      section="weblinks"
      action={
        editor.owner &&
        !adding &&
        weblinks.items.length > 0 && (
          <AddButton label={t("profile.weblinks.add")} onClick={() => editor.open("weblinks", "new")} />
        )
      }
    >
      {content}
    </SectionCard>
  );
}

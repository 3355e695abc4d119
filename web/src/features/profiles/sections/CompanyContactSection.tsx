import { Skeleton } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { EditorFallback } from "../components/EditorFallback.tsx";
import { OwnerHint } from "../components/OwnerHint.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import { EditButton, SectionCard } from "../components/SectionCard.tsx";
import { CompanyContactForm } from "../lazyEditors.ts";
import { hasContact } from "../profileFacts.ts";
import type { CompanyContact } from "../types.ts";
import { displayUrl } from "../weblinks.ts";
import classes from "./sections.module.css";

/** Whom to contact at a company, and how. */
export function CompanyContactSection({ contact, pending }: { contact: CompanyContact | null; pending: boolean }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const editing = editor.isOpen("companyContact");
  const filled = hasContact(contact);
  if (!editor.owner && !filled) return null;

  let content: ReactNode;
  if (editing) {
    content = (
      <Suspense fallback={<EditorFallback />}>
        <CompanyContactForm contact={contact} />
      </Suspense>
    );
  } else if (pending) {
    content = <Skeleton height={64} radius="md" />;
  } else if (!filled || !contact) {
    content = (
      <OwnerHint
        text={t("profile.companyContact.empty")}
        action={t("profile.companyContact.add")}
        onAction={() => editor.open("companyContact")}
      />
    );
  } else {
    content = (
      <dl className={classes.contact}>
        {contact.contactName && (
          <>
            <dt>{t("profile.companyContact.contactName")}</dt>
            <dd>
              {contact.contactName}
              {contact.role && `, ${contact.role}`}
            </dd>
          </>
        )}
        {contact.email && (
          <>
            <dt>{t("profile.companyContact.email")}</dt>
            <dd>
              <a className={classes.link} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </dd>
          </>
        )}
        {contact.phone && (
          <>
            <dt>{t("profile.companyContact.phone")}</dt>
            <dd>
              <a className={classes.link} href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`}>
                {contact.phone}
              </a>
            </dd>
          </>
        )}
        {contact.website && (
          <>
            <dt>{t("profile.companyContact.website")}</dt>
            <dd>
              <a className={classes.link} href={contact.website} target="_blank" rel="noopener noreferrer nofollow ugc">
                {displayUrl(contact.website)}
              </a>
            </dd>
          </>
        )}
      </dl>
    );
  }
  return (
    <SectionCard
      title={t("profile.companyContact.title")}
      section="companyContact"
      action={
        editor.owner &&
        filled &&
        !editing && (
          <EditButton label={t("profile.companyContact.edit")} onClick={() => editor.open("companyContact")} />
        )
      }
    >
      {content}
    </SectionCard>
  );
}

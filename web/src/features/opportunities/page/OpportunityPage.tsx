import "@mantine/core/styles/Modal.css";
import { Alert, Badge, Container, Group, Skeleton } from "@mantine/core";
import { IconAlertCircle, IconFile } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDocument, useStoreRead } from "../../../api/hooks.ts";
import { markStale } from "../../../api/useWrite.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { Heading } from "../../../app/ui/Heading.tsx";
import { calendarDayOf, formatCalendarDay } from "../../../i18n/formats.ts";
import { fileSize } from "../../messenger/format.ts";
import { NotFoundPage } from "../../pages/NotFoundPage.tsx";
import { fileTypeLabel } from "../../profiles/fileDetails.ts";
import { ShareButton } from "../../showroom/components/ShareButton.tsx";
import type { Named } from "../../showroom/types.ts";
import { JOB_PATHS, type Opportunity, PAGE_INCLUDE } from "../api/opportunitiesApi.ts";
import { opportunityRequest } from "../api/opportunityRequests.ts";
import { BookmarkButton } from "../components/BookmarkButton.tsx";
import { EmployerName } from "../components/EmployerName.tsx";
import { OpportunityLogo } from "../components/OpportunityLogo.tsx";
import { expiryOf, expiryText, isClosed, kindText, placeText, salaryText } from "../components/opportunityFacts.ts";
import { ApplySection } from "./ApplySection.tsx";
import classes from "./OpportunityPage.module.css";
import { Paragraphs } from "./Paragraphs.tsx";

export interface OpportunityPageProps {
  /** The opportunity's slug or id, as the address names it. */
  opportunityKey: string;
}

/**
 * One project or job, whole: who offers it, the facts, the description, the employer's files and
 * later addenda, and how to apply. Someone else's draft, or none, is the not-found page.
 */
export function OpportunityPage({ opportunityKey }: OpportunityPageProps) {
  const { path, query } = opportunityRequest(opportunityKey);
  const document = useDocument(path, { query });
  const primary = document.data?.data;
  const opportunity = useStoreRead(
    (store) => store.denormalizeData<Opportunity>(primary, { include: [...PAGE_INCLUDE] })[0] ?? null,
    [primary],
  );
  const { i18n } = useTranslation();
  const { queryClient } = useRuntime();
  // Names of fields, skills and places come in the request's language: one read in another is out of date.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a language switch is what ends the read's time.
  useEffect(() => () => void markStale(queryClient, [path]), [i18n.language, queryClient, path]);
  if (opportunity) return <OpportunityView opportunity={opportunity} />;
  return document.isError ? <NotFoundPage /> : <OpportunitySkeleton />;
}

/** Names as chips under a title: creative fields lead to their board, skills are words alone. */
function Tags({ id, title, tags, linkOf }: { id: string; title: string; tags: Named[]; linkOf?(id: string): string }) {
  if (tags.length === 0) return null;
  return (
    <section className={classes.block} aria-labelledby={id}>
      <h2 id={id} className={classes.blockTitle}>
        {title}
      </h2>
      <Group gap={6}>
        {tags.map((tag) =>
          linkOf ? (
            <Badge key={tag.id} component={Link} to={linkOf(tag.id)} variant="light" className={classes.tagLink}>
              {tag.name}
            </Badge>
          ) : (
            <Badge key={tag.id} variant="outline" color="gray">
              {tag.name}
            </Badge>
          ),
        )}
      </Group>
    </section>
  );
}

function OpportunityView({ opportunity }: { opportunity: Opportunity }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string | null) => iso && formatCalendarDay(i18n.language, calendarDayOf(iso));
  const expiry = expiryOf(opportunity);
  const fields = opportunity.creativeFields ?? [];
  const skills = opportunity.skills ?? [];
  const materials = opportunity.materials ?? [];
  const addenda = [...(opportunity.addenda ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const path = JOB_PATHS.job(opportunity.slug);
  // A draft has no dates yet, and what it does not state is left out.
  const facts = [
    ["kind", kindText(t, opportunity)],
    ["place", placeText(t, opportunity)],
    ["salary", salaryText(t, i18n.language, opportunity)],
    ["published", day(opportunity.publishedAt)],
    ["extended", day(opportunity.extendedAt)],
    [
      "expires",
      opportunity.expiresAt && expiry.state !== "draft" && `${day(opportunity.expiresAt)} · ${expiryText(t, expiry)}`,
    ],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  const notice = expiry.state === "draft" || isClosed(expiry) ? expiry.state : null;

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      {notice && (
        <Alert
          className={classes.notice}
          color={notice === "draft" ? "gray" : "orange"}
          variant="light"
          icon={<IconAlertCircle size={20} stroke={ICON_STROKE} />}
          title={t(`jobs.notice.${notice}.title`)}
        >
          {t(`jobs.notice.${notice}.body`)}
        </Alert>
      )}
      <header className={classes.header}>
        <OpportunityLogo logo={opportunity.logo} employer={opportunity.owner?.name} size={72} eager />
        <div className={classes.heading}>
          <Badge variant="light" w="fit-content">
            {t(`jobs.kind.${opportunity.kind}`)}
          </Badge>
          <Heading order={1}>{opportunity.title}</Heading>
          {opportunity.owner?.name && (
            <p className={classes.byline}>
              {t("jobs.page.by")} <EmployerName owner={opportunity.owner} />
            </p>
          )}
        </div>
      </header>
      <div className={classes.layout}>
        <aside className={classes.aside} aria-label={t("jobs.page.about")}>
          <ApplySection opportunity={opportunity} />
          {opportunity.status !== "drafted" && (
            <div className={classes.actions}>
              <BookmarkButton opportunity={opportunity} variant="button" />
              <ShareButton
                title={opportunity.title}
                text={opportunity.owner?.name ? `${opportunity.title} · ${opportunity.owner.name}` : opportunity.title}
                path={path}
              />
            </div>
          )}
          <section className={classes.block} aria-labelledby="job-facts">
            <h2 id="job-facts" className={classes.blockTitle}>
              {t("jobs.facts.title")}
            </h2>
            <dl className={classes.facts}>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{t(`jobs.facts.${term}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <Tags id="job-fields" title={t("jobs.page.fields")} tags={fields} linkOf={JOB_PATHS.category} />
          <Tags id="job-skills" title={t("jobs.page.skills")} tags={skills} />
        </aside>
        <div className={classes.main}>
          <section aria-labelledby="job-description">
            <h2 id="job-description" className={classes.sectionTitle}>
              {t("jobs.page.description")}
            </h2>
            <Paragraphs text={opportunity.description} className={classes.description} />
          </section>
          {addenda.length > 0 && (
            <section aria-labelledby="job-addenda">
              <h2 id="job-addenda" className={classes.sectionTitle}>
                {t("jobs.page.addenda")}
              </h2>
              <ol className={classes.addenda}>
                {addenda.map((addendum) => (
                  <li key={addendum.id}>
                    <time dateTime={addendum.createdAt} className={classes.addendumDate}>
                      {day(addendum.createdAt)}
                    </time>
                    <Paragraphs text={addendum.content} className={classes.description} />
                  </li>
                ))}
              </ol>
            </section>
          )}
          {materials.length > 0 && (
            <section aria-labelledby="job-materials">
              <h2 id="job-materials" className={classes.sectionTitle}>
                {t("jobs.page.materials")}
              </h2>
              <ul className={classes.files}>
                {materials.map((material) => (
                  <li key={material.id}>
                    <a className={classes.file} href={material.url} target="_blank" rel="noopener">
                      <IconFile size={28} stroke={ICON_STROKE} aria-hidden="true" className={classes.fileIcon} />
                      <span className={classes.fileText}>
                        <span className={classes.fileName}>{material.name}</span>
                        <span className={classes.fileMeta}>
                          {[
                            fileTypeLabel(material.contentType, material.name),
                            fileSize(i18n.language, material.byteSize),
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                        </span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </Container>
  );
}

function OpportunitySkeleton() {
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }} aria-busy="true">
      <Group gap="md" wrap="nowrap" mb="xl">
        <Skeleton height={72} width={72} radius="md" />
        <Skeleton height={36} width="60%" radius="sm" />
      </Group>
      <Skeleton height={14} width="80%" radius="sm" />
      <Skeleton height={14} width="65%" radius="sm" mt={8} />
    </Container>
  );
}

import type { JobType, SalaryInterval, SupportedLocale } from "@atelier/common/enums";
import { contentVersion, opportunityShareImagePath, SHARE_IMAGE_SIZE } from "@atelier/common/seo";
import type { MetaFunction } from "react-router";
import { metaLanguage, pageMeta, publicUrlOf, sharedPageMeta } from "../../pages/pageMeta.ts";
import { JOB_PATHS } from "../api/opportunitiesApi.ts";
import type { OpportunityLoaderData, OpportunityShare } from "../api/opportunityLoaders.ts";

/** schema.org's employment types; a project is work on contract. */
const EMPLOYMENT_TYPES: Record<JobType | "project", string> = {
  fullTime: "FULL_TIME",
  partTime: "PART_TIME",
  freelance: "CONTRACTOR",
  internship: "INTERN",
  project: "CONTRACTOR",
};

/** What a salary is paid for, as schema.org's units name it; a fixed price names none. */
const SALARY_UNITS: Partial<Record<SalaryInterval, string>> = {
  perYear: "YEAR",
  perMonth: "MONTH",
  perWeek: "WEEK",
  perDay: "DAY",
  perHour: "HOUR",
};

/** The largest rendition of the employer's logo, which link previews and search engines show. */
const logoOf = (share: OpportunityShare) => {
  const largest = share.logo?.sources.at(-1);
  return share.logo && largest ? { url: largest.url, width: share.logo.width, height: share.logo.height } : null;
};

/**
 * The drawn picture of a shared link (kind and place, title, employer, logo), in the page's
 * language, under an address that changes with what it shows.
 */
const shareImageOf = (share: OpportunityShare, locale: SupportedLocale) => ({
  url: opportunityShareImagePath(
    share.id,
    locale,
    contentVersion(
      JSON.stringify([
        share.title,
        share.kind,
        share.jobType,
        share.remote,
        share.place?.name,
        share.ownerName,
        logoOf(share)?.url,
      ]),
    ),
  ),
  ...SHARE_IMAGE_SIZE,
});

/**
 * schema.org's account of an opportunity on the board (a JobPosting, which search engines show
 * among their job results): who offers what work, where or remote, for what pay, until when.
 */
export function jobPosting(share: OpportunityShare, url: string, origin: string): Record<string, unknown> {
  const type = share.kind === "project" ? "project" : share.jobType;
  const logo = logoOf(share);
  const unit = share.salaryInterval ? SALARY_UNITS[share.salaryInterval] : undefined;
  return {
    "@type": "JobPosting",
    title: share.title,
    description: share.description?.trim() || share.title,
    url,
    ...(share.publishedAt ? { datePosted: share.publishedAt } : {}),
    ...(share.expiresAt ? { validThrough: share.expiresAt } : {}),
    ...(type ? { employmentType: EMPLOYMENT_TYPES[type] } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: share.ownerName,
      ...(share.ownerPath ? { sameAs: `${origin}${share.ownerPath}` } : {}),
      ...(logo ? { logo: `${origin}${logo.url}` } : {}),
    },
    ...(share.place
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: share.place.name,
              addressCountry: share.place.countryCode,
            },
          },
        }
      : {}),
    ...(share.remote ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(share.salary !== null && share.currency
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: share.currency,
            value: { "@type": "QuantitativeValue", value: share.salary, ...(unit ? { unitText: unit } : {}) },
          },
        }
      : {}),
  };
}

/**
 * An opportunity's head: "Title at Employer · Atelier", its description, its drawn picture for
 * shared links, and a JobPosting while it is on the board. A draft (its owner's
 * alone) and one past the board are kept out of search engines, which list open positions only.
 */
export const opportunityMeta: MetaFunction = (args) => {
  const data = args.data as OpportunityLoaderData | undefined;
  if (!data?.found) return pageMeta({ title: "pages.notFound.meta.title" })(args);
  const { share } = data;
  const { t, locale } = metaLanguage(args);
  const path = JOB_PATHS.job(share.slug);
  const origin = publicUrlOf(args);
  const title = share.ownerName ? t("jobs.meta.title", { title: share.title, owner: share.ownerName }) : share.title;
  const open = share.status === "published";
  return sharedPageMeta(args, {
    title: t("app.titleTemplate", { title }),
    description:
      share.description?.trim() || t("jobs.meta.description", { title: share.title, owner: share.ownerName }),
    path,
    indexed: open,
    ...(share.status === "drafted" ? {} : { image: { ...shareImageOf(share, locale), alt: title } }),
    ...(open ? { structured: jobPosting(share, `${origin}${path}`, origin) } : {}),
  });
};

import type { MetaArgs, MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTranslations } from "../../../i18n/index.ts";
import type { OpportunityShare } from "../api/opportunityLoaders.ts";
import { jobPosting, opportunityMeta } from "./opportunityMeta.ts";

const ORIGIN = "https://atelier.example";

const SHARE: OpportunityShare = {
  id: "7",
  slug: "cover-illustrator",
  kind: "job",
  status: "published",
  title: "Cover illustrator",
  description: "Draw the covers of our spring list.\n\nTwelve novels.",
  jobType: "freelance",
  salary: 52000,
  currency: "EUR",
  salaryInterval: "perYear",
  remote: true,
  logo: {
    width: 256,
    height: 256,
    sources: [
      { width: 96, url: "/files/logos/7-96.webp" },
      { width: 256, url: "/files/logos/7-256.webp" },
    ],
  },
  publishedAt: "2026-03-01T09:00:00.000Z",
  expiresAt: "2026-03-31T09:00:00.000Z",
  ownerName: "Studio Nord",
  ownerPath: "/profile/studio-nord",
  place: { name: "Hamburg", countryCode: "DE" },
};

function argsFor(share: OpportunityShare, locale = "en"): MetaArgs {
  const root = { locale, publicUrl: ORIGIN };
  return {
    matches: [{ id: "root", data: root, loaderData: root }],
    location: { pathname: `/jobs/${share.slug}`, search: "" },
    data: { found: true, key: share.slug, share, seeds: [] },
  } as unknown as MetaArgs;
}

const tagOf = (tags: MetaDescriptor[], key: string) =>
  tags.find((t) => ("name" in t && t.name === key) || ("property" in t && t.property === key));
/** The content of a name or property tag. */
const contentOf = (tags: MetaDescriptor[], key: string) => String((tagOf(tags, key) as { content?: string })?.content);
const structuredOf = (tags: MetaDescriptor[]) => tags.find((t) => "script:ld+json" in t);

describe("an opportunity's JobPosting", () => {
  it("names the work, the employer, the place, remote work, the pay and the dates", () => {
    expect(jobPosting(SHARE, `${ORIGIN}/jobs/cover-illustrator`, ORIGIN)).toEqual({
      "@type": "JobPosting",
      title: "Cover illustrator",
      description: "Draw the covers of our spring list.\n\nTwelve novels.",
      url: `${ORIGIN}/jobs/cover-illustrator`,
      datePosted: "2026-03-01T09:00:00.000Z",
      validThrough: "2026-03-31T09:00:00.000Z",
      employmentType: "CONTRACTOR",
      hiringOrganization: {
        "@type": "Organization",
        name: "Studio Nord",
        sameAs: `${ORIGIN}/profile/studio-nord`,
        logo: `${ORIGIN}/files/logos/7-256.webp`,
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Hamburg", addressCountry: "DE" },
      },
      jobLocationType: "TELECOMMUTE",
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "EUR",
        value: { "@type": "QuantitativeValue", value: 52000, unitText: "YEAR" },
      },
    });
  });

  it("leaves out what is not stated: no place, no pay, a fixed price without a unit", () => {
    const bare = jobPosting(
      { ...SHARE, kind: "project", jobType: null, place: null, remote: false, logo: null, salary: null },
      "u",
      ORIGIN,
    );
    expect(bare).not.toHaveProperty("jobLocation");
    expect(bare).not.toHaveProperty("jobLocationType");
    expect(bare).not.toHaveProperty("baseSalary");
    expect(bare.employmentType).toBe("CONTRACTOR");
    const fixed = jobPosting({ ...SHARE, jobType: "fullTime", salaryInterval: "fixed" }, "u", ORIGIN);
    expect(fixed.employmentType).toBe("FULL_TIME");
    expect(fixed.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", value: 52000 },
    });
  });
});

describe("opportunityMeta", () => {
  beforeAll(async () => {
    await loadTranslations("de");
  });

  it("titles the page with the employer, shows its drawn picture and states the JobPosting while on the board", () => {
    const tags = opportunityMeta(argsFor(SHARE)) ?? [];
    expect(tags).toContainEqual({ title: "Cover illustrator at Studio Nord · Atelier" });
    const image = contentOf(tags, "og:image");
    expect(image).toMatch(new RegExp(`^${ORIGIN}/api/v1/opportunities/${SHARE.id}/share_image\\?lang=en&v=\\w+$`));
    expect(tagOf(tags, "og:image:width")).toEqual({ property: "og:image:width", content: "1200" });
    expect(tagOf(tags, "og:image:alt")).toEqual({
      property: "og:image:alt",
      content: "Cover illustrator at Studio Nord",
    });
    // Another logo is another picture, under another address; the German page names the German one.
    const relogo = opportunityMeta(argsFor({ ...SHARE, logo: null })) ?? [];
    expect(contentOf(relogo, "og:image")).not.toBe(image);
    expect(contentOf(opportunityMeta(argsFor(SHARE, "de")) ?? [], "og:image")).toContain("lang=de&v=");
    expect(tagOf(tags, "robots")).toBeUndefined();
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/jobs/cover-illustrator` });
    expect(structuredOf(tags)).toMatchObject({
      "script:ld+json": { "@type": "JobPosting", title: "Cover illustrator" },
    });
    expect(opportunityMeta(argsFor(SHARE, "de"))).toContainEqual({
      title: "Cover illustrator bei Studio Nord · Atelier",
    });
  });

  it("keeps drafts and closed ones out of search engines, without a JobPosting", () => {
    for (const status of ["drafted", "expired"] as const) {
      const tags = opportunityMeta(argsFor({ ...SHARE, status })) ?? [];
      expect(tagOf(tags, "robots"), status).toEqual({ name: "robots", content: "noindex" });
      expect(structuredOf(tags), status).toBeUndefined();
    }
  });
});

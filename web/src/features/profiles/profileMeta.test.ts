import type { MetaArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTranslations } from "../../i18n/index.ts";
import { profileMeta } from "./profileMeta.ts";

const argsFor = (data: unknown) =>
  ({
    data,
    location: { pathname: "/profile/ada", search: "" },
    matches: [{ id: "root", data: { locale: "en" }, loaderData: { locale: "en" } }],
  }) as unknown as MetaArgs;

const share = {
  id: "7",
  slug: "ada",
  name: "Ada Lovelace",
  kind: "creative",
  profession: null,
  headline: null,
  about: "Draws engines.",
  place: null,
  portrait: null,
  isPublic: true,
  imageVersion: "v1",
};
const profile = { found: true, userKey: "ada", name: "Ada Lovelace", share, seeds: [] };
const meta = profileMeta({ own: false });

describe("profileMeta", () => {
  beforeAll(async () => {
    await loadTranslations("en");
  });

  it("titles a profile with its name and lets it be indexed", () => {
    const tags = meta(argsFor({ ...profile, unlisted: false })) ?? [];
    expect(tags).toContainEqual({ title: expect.stringContaining("Ada Lovelace") });
    expect(tags).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });

  it("asks search engines to leave out an unlisted profile (its owner's, before the address is confirmed)", () => {
    const tags = meta(argsFor({ ...profile, unlisted: true })) ?? [];
    expect(tags).toContainEqual({ title: expect.stringContaining("Ada Lovelace") });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("titles a missing profile as the not-found page, which is not indexed", () => {
    const tags = meta(argsFor({ found: false })) ?? [];
    expect(tags).not.toContainEqual({ title: expect.stringContaining("Ada") });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

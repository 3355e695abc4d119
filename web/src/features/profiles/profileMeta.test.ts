import type { MetaArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTranslations } from "../../i18n/index.ts";
import { profileMeta } from "./profileMeta.ts";

const argsFor = (data: unknown) =>
  ({ data, matches: [{ id: "root", data: { locale: "en" }, loaderData: { locale: "en" } }] }) as unknown as MetaArgs;

const profile = { found: true, userKey: "ada", name: "Ada Lovelace", seeds: [] };

describe("profileMeta", () => {
  beforeAll(async () => {
    await loadTranslations("en");
  });

  it("titles a profile with its name and lets it be indexed", () => {
    const tags = profileMeta(argsFor({ ...profile, unlisted: false })) ?? [];
    expect(tags).toContainEqual({ title: expect.stringContaining("Ada Lovelace") });
    expect(tags).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });

  it("asks search engines to leave out an unlisted profile (its owner's, before the address is confirmed)", () => {
    const tags = profileMeta(argsFor({ ...profile, unlisted: true })) ?? [];
    expect(tags).toContainEqual({ title: expect.stringContaining("Ada Lovelace") });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("titles a missing profile as the not-found page", () => {
    const tags = profileMeta(argsFor({ found: false })) ?? [];
    expect(tags).not.toContainEqual({ title: expect.stringContaining("Ada") });
    expect(tags).not.toContainEqual(expect.objectContaining({ name: "robots" }));
  });
});

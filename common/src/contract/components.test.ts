import { describe, expect, it } from "vitest";
import { z } from "zod";
import { userResource } from "../resources/profiles.ts";
import { blockedUserResource } from "../resources/social.ts";
import { apiComponents, assertComponentNames, component } from "./components.ts";
import { documentSchema, listDocumentSchema, resourceSchema } from "./documents.ts";

describe("component names", () => {
  it("tell the full users resource from what a blocker sees of a blocked user", () => {
    expect(apiComponents._idmap.get("Users")).toBe(userResource);
    expect(apiComponents._idmap.get("BlockedUsers")).toBe(blockedUserResource);
  });

  it("refuse a second, different schema under a name already given", () => {
    component("Sketches", z.object({ title: z.string() }));
    expect(() => component("Sketches", z.object({ title: z.string(), size: z.number() }))).toThrow(
      "Two different schemas are named Sketches",
    );
  });

  it("refuse a second resource of a type under the type's name, and take it under a name of its own", () => {
    const card = z.object({ name: z.string().nullable() });
    expect(() => resourceSchema("users", card)).toThrow("Two different schemas are named Users");
    expect(apiComponents._idmap.get("Users")).toBe(userResource);
    expect(resourceSchema("users", card, undefined, "UserNames")).toBe(apiComponents._idmap.get("UserNames"));
  });

  it("let the same schema take its name again, as a module evaluated once more does", () => {
    const first = component("Drafts", z.object({ title: z.string() }));
    const again = component("Drafts", z.object({ title: z.string() }));
    expect(again).not.toBe(first);
    expect(apiComponents._idmap.get("Drafts")).toBe(again);
  });
});

describe("assertComponentNames", () => {
  it("passes the schemas that component() named, wherever they are used", () => {
    const replies = [documentSchema(userResource), listDocumentSchema(userResource, { included: [userResource] })];
    expect(() => assertComponentNames(replies, "output")).not.toThrow();
    expect(() => assertComponentNames(replies, "input")).not.toThrow();
  });

  it("fails on a schema that bears a taken name without component()", () => {
    const impostor = resourceSchema("pictures", z.object({ url: z.string() })).meta({ id: "Users" });
    expect(() => assertComponentNames([documentSchema(impostor)], "output")).toThrow(
      "Two different schemas are named Users",
    );
  });

  it("fails on a schema named outside component(), which the description would not list", () => {
    const stray = z.object({ url: z.string() }).meta({ id: "Strays" });
    expect(() => assertComponentNames([documentSchema(userResource), stray], "output")).toThrow(
      "A schema is named Strays without component()",
    );
  });
});

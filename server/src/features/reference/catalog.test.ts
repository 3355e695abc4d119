import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { statementsOf } from "../../../test/statements.ts";
import { creativeFields } from "../../db/schema/index.ts";
import { referenceCatalog } from "./catalog.ts";

const ctx = await createTestContext();
const catalog = referenceCatalog(ctx.deps.db);

const firstField = async () => {
  const [field] = await ctx.deps.db.select().from(creativeFields).orderBy(creativeFields.position).limit(1);
  return field;
};

describe("the reference catalog", () => {
  it("serves reference rows from memory once warm", async () => {
    await catalog.warm();
    const field = await firstField();
    const { result, statements } = await statementsOf(() => catalog.creativeFields([field.id]));
    expect(result.map((f) => f.nameEn)).toEqual([field.nameEn]);
    expect(statements).toEqual([]);
  });

  it("reloads when a reference table changed, and only then", async () => {
    await catalog.warm();
    expect(await catalog.refresh()).toBe(false);

    const field = await firstField();
    await ctx.deps.db.update(creativeFields).set({ nameEn: "Lettering" }).where(eq(creativeFields.id, field.id));
    expect((await catalog.creativeFields([field.id]))[0].nameEn).toBe(field.nameEn);

    expect(await catalog.refresh()).toBe(true);
    expect((await catalog.creativeFields([field.id]))[0].nameEn).toBe("Lettering");
    expect(await catalog.refresh()).toBe(false);
  });

  it("counts a change made outside the app, such as an operator's statement", async () => {
    await catalog.warm();
    await ctx.deps.db.execute(sql`update languages set name_de = name_de`);
    expect(await catalog.refresh()).toBe(true);
  });
});

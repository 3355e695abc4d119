import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import { seedSteps } from "../../seed/progress.ts";

const ctx = await createTestContext();
const { seeding } = ctx.deps;

/** A seed's step that ends when the test lets it. */
function held() {
  let finish = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => ended, finish };
}

describe("the health check", () => {
  it("is ready, and alive, when the database answers and no seed runs", async () => {
    const ready = await request(ctx.app, "GET", "/api/health");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "ok" });
    const live = await request(ctx.app, "GET", "/api/health/live");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
  });

  it("says it is seeding, with the steps running and how far the seed is, until it is over", async () => {
    seeding.begin(4);
    const steps = seedSteps(undefined, 4, seeding);
    await steps.run("reference data", "the lists", async () => {});
    const people = held();
    const peopleIn = steps.run("people", "the accounts", people.work);

    const first = await request(ctx.app, "GET", "/api/health");
    expect(first.statusCode).toBe(503);
    expect(Number(first.headers["retry-after"])).toBeGreaterThan(0);
    expect(first.json()).toEqual({ status: "seeding", database: "ok", step: "people", done: 1, of: 4 });
    // Alive all the while: an orchestrator has no reason to restart it.
    expect((await request(ctx.app, "GET", "/api/health/live")).statusCode).toBe(200);

    people.finish();
    await peopleIn;
    await steps.serve();
    const pictures = held();
    const sections = held();
    const side = Promise.all([
      steps.run("sections", "the lists", sections.work),
      steps.run("pictures", "drawn", pictures.work),
    ]);
    // Served, but not ready: a load balancer waits for the whole seed.
    expect((await request(ctx.app, "GET", "/api/health")).json()).toEqual({
      status: "seeding",
      database: "ok",
      step: "sections, pictures",
      done: 2,
      of: 4,
    });
    sections.finish();
    pictures.finish();
    await side;
    await seeding.end();

    const after = await request(ctx.app, "GET", "/api/health");
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: "ok", database: "ok" });
  });
});

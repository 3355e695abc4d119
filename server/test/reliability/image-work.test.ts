import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_WORK_LIMITS, ImageWork, imageWork } from "../../src/platform/uploads/image-work.ts";
import { createTestContext } from "../context.ts";
import { buildSignedInUser } from "../factories.ts";
import { upload } from "../uploads.ts";

const ctx = await createTestContext();

const IMAGE = "/api/v1/my/profile_image";
const CONCURRENT = 24;

/** An image that decodes to `megapixels` though its file is small: the decoding is the cost. */
const imageOfMegapixels = (megapixels: number) => {
  const side = Math.floor(Math.sqrt(megapixels * 1_000_000));
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
};

/** Samples the queue while `during` runs: the most images decoded and uploads admitted at once. */
async function watchQueue<T>(during: () => Promise<T>): Promise<{ result: T; running: number; admitted: number }> {
  let running = 0;
  let admitted = 0;
  const sample = () => {
    const now = imageWork.stats();
    running = Math.max(running, now.running);
    admitted = Math.max(admitted, now.admitted);
  };
  const timer = setInterval(sample, 2);
  try {
    const result = await during();
    return { result, running, admitted };
  } finally {
    clearInterval(timer);
    sample();
  }
}

/** Answer times of a cheap API read, asked again and again until `until` settles. */
async function latenciesWhile(until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => {
    settled = true;
  });
  const times: number[] = [];
  while (!settled) {
    const started = performance.now();
    const res = await ctx.app.inject({ url: "/api/locales" });
    expect(res.statusCode).toBe(200);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

afterEach(() => {
  expect(imageWork.stats()).toEqual({ running: 0, waiting: 0, admitted: 0 });
});

describe("image processing is a bounded queue", () => {
  it(`takes ${IMAGE_WORK_LIMITS.perUser} of ${CONCURRENT} simultaneous 40-megapixel uploads of one user, refuses the rest with 503 and Retry-After, and the API keeps answering`, async () => {
    const { headers } = await buildSignedInUser(ctx.deps.db);
    const image = await imageOfMegapixels(39);
    const uploads = watchQueue(() =>
      Promise.all(
        Array.from({ length: CONCURRENT }, () => upload(ctx.app, IMAGE, headers, image, { fileName: "big.jpg" })),
      ),
    );
    const latencies = await latenciesWhile(uploads);
    const { result: answers, running } = await uploads;

    const accepted = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 503);
    expect(accepted).toHaveLength(IMAGE_WORK_LIMITS.perUser);
    expect(refused).toHaveLength(CONCURRENT - IMAGE_WORK_LIMITS.perUser);
    for (const res of refused) {
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json().errors[0]).toMatchObject({ status: "503", code: "unavailable" });
    }
    expect(running).toBeLessThanOrEqual(IMAGE_WORK_LIMITS.workers);
    expect(latencies.length).toBeGreaterThan(3);
    expect(percentile(latencies, 0.5), `API answer times: ${latencies.map(Math.round).join(", ")} ms`).toBeLessThan(
      150,
    );
    expect(percentile(latencies, 0.9), `API answer times: ${latencies.map(Math.round).join(", ")} ms`).toBeLessThan(
      500,
    );
  }, 120_000);

  it(`admits at most ${IMAGE_WORK_LIMITS.admitted} uploads from many users at once and decodes one image per core`, async () => {
    const people = await Promise.all(Array.from({ length: CONCURRENT / 2 }, () => buildSignedInUser(ctx.deps.db)));
    const image = await imageOfMegapixels(8);
    const {
      result: answers,
      running,
      admitted,
    } = await watchQueue(() =>
      Promise.all(
        people.flatMap(({ headers }) =>
          [1, 2].map(() => upload(ctx.app, IMAGE, headers, image, { fileName: "photo.jpg" })),
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(","),
    ).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(IMAGE_WORK_LIMITS.workers);
    expect(statuses).toContain(503);
    expect(admitted).toBeLessThanOrEqual(IMAGE_WORK_LIMITS.admitted);
    expect(running).toBeLessThanOrEqual(IMAGE_WORK_LIMITS.workers);
  }, 120_000);

  it("gives an upload's place back when it fails, so a user is never locked out", async () => {
    const { headers } = await buildSignedInUser(ctx.deps.db);
    for (let i = 0; i < IMAGE_WORK_LIMITS.perUser + 2; i++) {
      const res = await upload(ctx.app, IMAGE, headers, Buffer.from("not an image"), { fileName: "x.jpg" });
      expect(res.statusCode).toBe(415);
    }
    const res = await upload(ctx.app, IMAGE, headers, await imageOfMegapixels(1), { fileName: "ok.jpg" });
    expect(res.statusCode).toBe(201);
  });
});

describe("the queue itself", () => {
  it("runs no more than its workers at once, in the order of arrival", async () => {
    const work = new ImageWork({ workers: 2, perUser: 1, admitted: 10, retryAfterSeconds: 1 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        work.run(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          order.push(i);
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(work.stats()).toEqual({ running: 0, waiting: 0, admitted: 0 });
  });

  it("refuses past the per-user and the overall limit, and counts a place left twice once", () => {
    const work = new ImageWork({ workers: 1, perUser: 1, admitted: 2, retryAfterSeconds: 7 });
    const first = work.admit(1);
    expect(() => work.admit(1)).toThrow(expect.objectContaining({ status: 503, headers: { "retry-after": "7" } }));
    const second = work.admit(2);
    expect(() => work.admit(3)).toThrow(expect.objectContaining({ status: 503 }));
    first.leave();
    first.leave();
    expect(work.stats().admitted).toBe(1);
    work.admit(3).leave();
    second.leave();
    expect(work.stats().admitted).toBe(0);
  });
});

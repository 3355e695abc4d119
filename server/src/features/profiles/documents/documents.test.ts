import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { bmpOf, docxOf, imageOf, pdfOf, upload, wordDocOf, zipOf } from "../../../../test/uploads.ts";
import { achievements, profiles, storedFiles } from "../../../db/schema/index.ts";

const ctx = await createTestContext();
const { db, storage } = ctx.deps;

const cvFileOf = async (userId: number) => {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile?.cvFileId) return undefined;
  return (await db.select().from(storedFiles).where(eq(storedFiles.id, profile.cvFileId)))[0];
};

describe("the API description of CVs and achievement files", () => {
  it("shows the uploads as multipart forms with the file, and the downloads under the media types kept", async () => {
    const { paths } = (await ctx.app.inject({ url: "/api/docs/json" })).json();
    for (const path of ["/api/v1/my/cv", "/api/v1/my/achievements/{id}/file"]) {
      const form = paths[path].post.requestBody.content["multipart/form-data"].schema;
      expect(form.properties.file).toMatchObject({ type: "string", format: "binary" });
      expect(form.required).toEqual(["file"]);
    }
    for (const path of ["/api/v1/users/{userId}/cv", "/api/v1/achievements/{id}/file"]) {
      const responses = paths[path].get.responses;
      expect(Object.keys(responses[200].content)).toEqual(
        expect.arrayContaining(["application/pdf", "application/zip"]),
      );
      expect(responses[200].content["application/pdf"].schema).toMatchObject({ type: "string", format: "binary" });
      expect(Object.keys(responses["4XX"].content)).toEqual(["application/vnd.api+json"]);
    }
  });
});

describe("POST /api/v1/my/cv", () => {
  it("stores a PDF and answers 201 with my users resource showing has_cv", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const pdf = pdfOf();
    const res = await upload(ctx.app, "/api/v1/my/cv", headers, pdf, {
      fileName: "Lebenslauf Müller.pdf",
      type: "application/pdf",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ type: "users", id: String(user.id), attributes: { has_cv: true } });

    const file = await cvFileOf(user.id);
    expect(file).toMatchObject({
      ownerId: user.id,
      contentType: "application/pdf",
      originalName: "Lebenslauf Müller.pdf",
      byteSize: pdf.length,
    });
    expect(file!.key).toMatch(/^cvs\/[0-9a-f]{32}\.pdf$/);
  });

  it.each([
    ["a Word document", docxOf(), "cv.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["a Word 97 document", wordDocOf(), "cv.doc", "application/msword"],
    ["an RTF text", Buffer.from("{\\rtf1\\ansi Curriculum vitae}"), "cv.rtf", "application/rtf"],
    ["a ZIP archive", zipOf([{ name: "portfolio/cv.txt", data: Buffer.from("hello") }]), "cv.zip", "application/zip"],
    ["a BMP image", bmpOf(20, 10), "cv.bmp", "image/bmp"],
  ])("accepts %s, recognised by its content", async (_case, bytes, fileName, contentType) => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await upload(ctx.app, "/api/v1/my/cv", headers, bytes, { fileName: "upload.bin" });
    expect(res.statusCode).toBe(201);
    expect(await cvFileOf(user.id)).toMatchObject({ contentType, originalName: fileName.replace("cv", "upload") });
  });

  it("replaces the CV I had and removes its file", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await upload(ctx.app, "/api/v1/my/cv", headers, pdfOf("first"), { fileName: "first.pdf" });
    const first = await cvFileOf(user.id);
    await upload(ctx.app, "/api/v1/my/cv", headers, pdfOf("second"), { fileName: "second.pdf" });
    expect((await cvFileOf(user.id))?.originalName).toBe("second.pdf");
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, first!.id))).toEqual([]);
    expect(await storage.get(first!.key)).toBeNull();
  });

  it("answers 403 without a session", async () => {
    expect((await upload(ctx.app, "/api/v1/my/cv", {}, pdfOf())).statusCode).toBe(403);
  });
});

describe("GET and HEAD /api/v1/users/{id}/cv", () => {
  it("downloads the CV as an attachment with its type and name, and HEAD gives the headers alone", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const pdf = pdfOf();
    await upload(ctx.app, "/api/v1/my/cv", headers, pdf, { fileName: "Lebenslauf Müller.pdf" });

    const res = await request(ctx.app, "GET", `/api/v1/users/${user.id}/cv`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pdf);
    expect(res.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition":
        "attachment; filename=\"Lebenslauf M_ller.pdf\"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf",
      "x-content-type-options": "nosniff",
    });
    expect(res.headers["content-security-policy"]).toMatch(/^sandbox\b/);

    const head = await request(ctx.app, "HEAD", `/api/v1/users/${user.id}/cv`);
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "content-disposition": res.headers["content-disposition"],
    });
  });

  it("answers 404 when there is no CV, and for a user hidden from the viewer", async () => {
    const { user, headers } = await buildSignedInUser(db, { profileVisibility: "members" });
    expect((await request(ctx.app, "GET", `/api/v1/users/${user.id}/cv`, { headers })).statusCode).toBe(404);
    await upload(ctx.app, "/api/v1/my/cv", headers, pdfOf());
    expect((await request(ctx.app, "GET", `/api/v1/users/${user.id}/cv`, { headers })).statusCode).toBe(200);
    expect((await request(ctx.app, "GET", `/api/v1/users/${user.id}/cv`)).statusCode).toBe(404);
    expect((await request(ctx.app, "HEAD", `/api/v1/users/${user.id}/cv`)).statusCode).toBe(404);
  });
});

describe("DELETE /api/v1/my/cv", () => {
  it("removes the CV and its file, then answers 404", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await upload(ctx.app, "/api/v1/my/cv", headers, pdfOf());
    const file = await cvFileOf(user.id);
    expect((await request(ctx.app, "DELETE", "/api/v1/my/cv", { headers })).statusCode).toBe(204);
    expect(await cvFileOf(user.id)).toBeUndefined();
    expect(await storage.get(file!.key)).toBeNull();
    const shown = await request(ctx.app, "GET", `/api/v1/users/${user.id}`);
    expect(shown.json().data.attributes.has_cv).toBe(false);
    expect((await request(ctx.app, "DELETE", "/api/v1/my/cv", { headers })).statusCode).toBe(404);
  });
});

describe("achievement files", () => {
  async function achievementOf(token: string) {
    const res = await request(ctx.app, "POST", "/api/v1/my/achievements", {
      type: "achievements",
      attributes: { title: "Prize" },
      token,
    });
    return res.json().data.id as string;
  }

  it("attaches a file to my achievement, links it, and serves it to readers", async () => {
    const { user, headers, token } = await buildSignedInUser(db);
    const id = await achievementOf(token);
    const certificate = await imageOf(40, 30, "jpeg");

    const res = await upload(ctx.app, `/api/v1/my/achievements/${id}/file`, headers, certificate, {
      fileName: "certificate.jpeg",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: "achievements",
      id,
      attributes: { has_file: true },
      links: { file: `/api/v1/achievements/${id}/file` },
    });

    const listed = await request(ctx.app, "GET", `/api/v1/users/${user.id}/achievements`);
    expect(listed.json().data[0].links).toEqual({ file: `/api/v1/achievements/${id}/file` });
    const served = await request(ctx.app, "GET", `/api/v1/achievements/${id}/file`);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ "content-type": "image/jpeg" });
    expect(served.headers["content-disposition"]).toContain('filename="certificate.jpg"');
    const head = await request(ctx.app, "HEAD", `/api/v1/achievements/${id}/file`);
    expect(head.headers["content-type"]).toBe("image/jpeg");
  });

  it("answers 404 to someone else's upload or removal, and stores nothing of theirs (B1)", async () => {
    const owner = await buildSignedInUser(db);
    const intruder = await buildSignedInUser(db);
    const id = await achievementOf(owner.token);

    expect((await upload(ctx.app, `/api/v1/my/achievements/${id}/file`, intruder.headers, pdfOf())).statusCode).toBe(
      404,
    );
    expect(await db.select().from(storedFiles).where(eq(storedFiles.ownerId, intruder.user.id))).toEqual([]);
    await upload(ctx.app, `/api/v1/my/achievements/${id}/file`, owner.headers, pdfOf());
    const removal = await request(ctx.app, "DELETE", `/api/v1/my/achievements/${id}/file`, {
      headers: intruder.headers,
    });
    expect(removal.statusCode).toBe(404);
    const [row] = await db
      .select()
      .from(achievements)
      .where(eq(achievements.id, Number(id)));
    expect(row.fileId).not.toBeNull();
  });

  it("removes the file with the achievement, or on its own", async () => {
    const { headers, token } = await buildSignedInUser(db);
    const id = await achievementOf(token);
    await upload(ctx.app, `/api/v1/my/achievements/${id}/file`, headers, pdfOf());
    const [withFile] = await db
      .select()
      .from(achievements)
      .where(eq(achievements.id, Number(id)));
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, withFile.fileId!));

    expect((await request(ctx.app, "DELETE", `/api/v1/my/achievements/${id}/file`, { headers })).statusCode).toBe(204);
    expect(await storage.get(file.key)).toBeNull();
    expect((await request(ctx.app, "GET", `/api/v1/achievements/${id}/file`)).statusCode).toBe(404);

    await upload(ctx.app, `/api/v1/my/achievements/${id}/file`, headers, pdfOf());
    const [again] = await db
      .select()
      .from(achievements)
      .where(eq(achievements.id, Number(id)));
    const [second] = await db.select().from(storedFiles).where(eq(storedFiles.id, again.fileId!));
    expect((await request(ctx.app, "DELETE", `/api/v1/my/achievements/${id}`, { token })).statusCode).toBe(204);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, second.id))).toEqual([]);
    expect(await storage.get(second.key)).toBeNull();
  });
});

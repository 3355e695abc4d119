import type { FastifyInstance } from "fastify";
import { registerUploads } from "../../platform/uploads/multipart.ts";
import { documentRoutes } from "./documents/routes.ts";
import { imageRoutes } from "./images/routes.ts";
import { myProfileRoutes } from "./my-profile.ts";
import { registerSection } from "./section-routes.ts";
import { companyContactRoutes } from "./sections/company-contacts.ts";
import { achievementSection, educationSection, employmentSection } from "./sections/history.ts";
import { languageLevelSection } from "./sections/language-levels.ts";
import { operationSkillRoutes } from "./sections/operation-skills.ts";
import { operationSection } from "./sections/operations.ts";
import { professionSection } from "./sections/professions.ts";
import { weblinkSection } from "./sections/weblinks.ts";

/**
 * A profile's own parts: headline and about text, profile and title images, the CV, and the
 * sections (professions, languages, web links, creative fields with skills, history, company
 * contacts). Reads go through /v1/users/{id}/..., writes through /v1/my/....
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  await app.register(myProfileRoutes);
  await app.register(imageRoutes);
  await app.register(documentRoutes);
  registerSection(app, professionSection);
  registerSection(app, languageLevelSection);
  registerSection(app, weblinkSection);
  registerSection(app, operationSection);
  registerSection(app, achievementSection);
  registerSection(app, educationSection);
  registerSection(app, employmentSection);
  await app.register(operationSkillRoutes);
  await app.register(companyContactRoutes);
}

import type { ApplicationAttributes, Resource } from "@atelier/common";
import { resource, toOne } from "../../../jsonapi/serialize.ts";
import type { ApplicationFacts } from "./applications.ts";

/** Who reads an application: the one who applied, or the opportunity's owner. */
type ApplicationReader = "applicant" | "owner";

/**
 * An application as its reader may see it: both read where it stands; the owner also whether it is
 * new to them and their own note on it, which the applicant never reads. The conversation is the
 * reader's own participation in it.
 */
export function presentApplication(application: ApplicationFacts, reader: ApplicationReader): Resource {
  const attributes: ApplicationAttributes = {
    appliedAt: application.createdAt.toISOString(),
    note: application.note,
    stage: application.stage,
    stageChangedAt: application.stageChangedAt?.toISOString() ?? null,
    ...(reader === "owner" ? { isNew: application.isNew, ownerNote: application.ownerNote } : {}),
  };
  return resource("opportunity_applications", application.id, attributes, {
    opportunity: toOne("opportunities", application.opportunityId),
    applicant: toOne("users", application.applicantId),
    conversation: toOne("participations", application.participationId),
  });
}

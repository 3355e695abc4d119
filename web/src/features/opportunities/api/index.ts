// The opportunities' requests, paths and types, for the other parts of the area (the manager, the
// editor) and for other areas (profiles).
export {
  type Addendum,
  CARD_INCLUDE,
  type Employer,
  JOB_PATHS,
  OPPORTUNITY_API,
  type Opportunity,
  type OpportunityMaterial,
  PAGE_INCLUDE,
  type Place,
} from "./opportunitiesApi.ts";
export {
  type BoardLoaderData,
  loadBoard,
  loadOpportunity,
  type OpportunityLoaderData,
  type OpportunityShare,
} from "./opportunityLoaders.ts";
export { boardRequest, opportunityRequest, ownerListRequest } from "./opportunityRequests.ts";
export { type ApplyInput, useApply } from "./useApply.ts";
export { useBookmarkToggle } from "./useBookmarkToggle.ts";
export { useOpportunityList } from "./useOpportunityList.ts";

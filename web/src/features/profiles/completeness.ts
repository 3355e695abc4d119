import type { UserKind } from "@atelier/common/enums";

/** What a profile holds, counted from the user and its sections. */
export interface ProfileFacts {
  kind: UserKind;
  /** Given at sign-up, as the creative fields are: the meter counts what sign-up asked for. */
  location: boolean;
  /** The creative fields the user works (or, as a client, hires) in. */
  creativeFields: number;
  profileImage: boolean;
  titleImage: boolean;
  headline: boolean;
  about: boolean;
  professions: number;
  /** Whether the profile is a client's, who names the industries they work in. */
  isClient: boolean;
  industries: number;
  /** Skills over all creative fields. */
  skills: number;
  languages: number;
  weblinks: number;
  employments: number;
  educations: number;
  achievements: number;
  cv: boolean;
  /** Whether the company's contact block names anyone or any way to reach it. */
  companyContact: boolean;
  /** Whether the profile is a creative's, whose published work is the heart of it. */
  isCreative: boolean;
  /** Published showroom and gallery items of the user's own. */
  publishedWork: number;
}

export type CompletenessStep =
  | "location"
  | "creativeFields"
  | "profileImage"
  | "headline"
  | "publishedWork"
  | "skills"
  | "professions"
  | "industries"
  | "about"
  | "titleImage"
  | "employments"
  | "companyContact"
  | "educations"
  | "languages"
  | "weblinks"
  | "cv"
  | "achievements";

/**
 * The steps in the order they are suggested: what sign-up asked for (the place and the creative
 * fields, so a new profile starts with what its owner has given), what a visitor notices first
 * (the face, one line on what the person does, their skills), then what backs it up. A company has no CV, schooling or
 * employers to list, and its page asks for no languages; its contact block counts instead.
 */
const STEPS: Record<UserKind, readonly CompletenessStep[]> = {
  private: [
    "location",
    "creativeFields",
    "profileImage",
    "headline",
    "skills",
    "professions",
    "about",
    "titleImage",
    "employments",
    "educations",
    "languages",
    "weblinks",
    "cv",
    "achievements",
  ],
  company: [
    "location",
    "creativeFields",
    "profileImage",
    "headline",
    "skills",
    "professions",
    "about",
    "titleImage",
    "companyContact",
    "weblinks",
    "achievements",
  ],
};

/**
 * A creative is also asked for published work, right after the headline: it is what visitors come
 * to see, so a creative's profile without it is not complete. A client is also asked for their
 * industries, right after what they do.
 */
function stepsOf(facts: ProfileFacts): readonly CompletenessStep[] {
  const insertAfter = (steps: readonly CompletenessStep[], after: CompletenessStep, step: CompletenessStep) => {
    const at = steps.indexOf(after) + 1;
    return [...steps.slice(0, at), step, ...steps.slice(at)];
  };
  let steps = STEPS[facts.kind];
  if (facts.isCreative) steps = insertAfter(steps, "headline", "publishedWork");
  if (facts.isClient) steps = insertAfter(steps, "professions", "industries");
  return steps;
}

function isDone(facts: ProfileFacts, step: CompletenessStep): boolean {
  const value = facts[step];
  return typeof value === "number" ? value > 0 : value;
}

export interface Completeness {
  /** The share of the steps done, in whole percent (rounded down: 100 only when everything is there). */
  percent: number;
  done: CompletenessStep[];
  missing: CompletenessStep[];
  /** The step to suggest next; null when the profile is complete. */
  next: CompletenessStep | null;
}

export function profileCompleteness(facts: ProfileFacts): Completeness {
  const steps = stepsOf(facts);
  const done = steps.filter((step) => isDone(facts, step));
  const missing = steps.filter((step) => !isDone(facts, step));
  return {
    percent: Math.floor((done.length / steps.length) * 100),
    done,
    missing,
    next: missing[0] ?? null,
  };
}

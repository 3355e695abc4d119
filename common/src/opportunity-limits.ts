/** Sizes, counts and times of opportunities, apart from zod so pages read them without it. */
export const OPPORTUNITY_LIMITS = {
  title: 120,
  description: 10_000,
  /** What publishing asks of a description at least: a few sentences. */
  descriptionToPublish: 50,
  creativeFields: 3,
  skills: 15,
  materials: 5,
  materialBytes: 10 * 1024 * 1024,
  addendum: 2000,
  addenda: 20,
  applyTarget: 500,
  applicationNote: 2000,
  ownerNote: 2000,
  cancelText: 500,
  /** The largest salary a form takes, in whole units of its currency. */
  salaryMax: 10_000_000,
  /** How many of a free member's opportunities are on the board at once; premium members have no limit. */
  freeOnBoard: 3,
  /** How long a published or extended opportunity stays on the board. */
  periodDays: 30,
  /** The widest radius around a city the board's filter takes. */
  radiusKmMax: 500,
  pageSize: 20,
  /** The manager reads all of one's opportunities at once (spec 001: page size 10000). */
  mineMax: 10_000,
} as const;

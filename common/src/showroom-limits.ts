/** Sizes and counts of showroom and gallery items. */
export const SHOWROOM_LIMITS = {
  /** Spec 001: the one items-per-page setting of the showroom and my likes. */
  pageSize: 20,
  explorePageSize: 8,
  relatedCount: 8,
  title: 120,
  description: 5000,
  mediaPerItem: 20,
  creativeFieldsPerItem: 3,
  skillsPerItem: 20,
  coCreatorsPerItem: 20,
  weblinksPerItem: 5,
  coCreatorRole: 80,
} as const;

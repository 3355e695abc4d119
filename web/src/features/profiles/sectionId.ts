import type { ProfileSection } from "./profileEditor.ts";

/** The element id of a section's card, for the completeness meter to scroll to. */
export const sectionId = (section: ProfileSection) => `profile-section-${section}`;

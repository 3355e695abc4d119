import type { ResourceIdentifier } from "@atelier/common/jsonapi";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useStoreVersion } from "../../../api/hooks.ts";
import { useRuntime } from "../../../app/runtime-context.tsx";
import { hasSection, LIST_SECTIONS, type ListSection } from "../api/profileApi.ts";
import { companyContactQuery, sectionQuery } from "../api/profileQueries.ts";
import type {
  Achievement,
  CompanyContact,
  Education,
  Employment,
  LanguageLevel,
  Operation,
  ProfileUser,
  UserIndustry,
  UserProfession,
  Weblink,
} from "../types.ts";

/** One section's entries as the page reads them, with the state of their request. */
export interface SectionList<T> {
  items: T[];
  pending: boolean;
  failed: boolean;
  retry(): void;
}

interface SectionItems {
  professions: UserProfession;
  industries: UserIndustry;
  operations: Operation;
  languages: LanguageLevel;
  weblinks: Weblink;
  employments: Employment;
  educations: Education;
  achievements: Achievement;
}

export type ProfileSections = { [K in ListSection]: SectionList<SectionItems[K]> } & {
  companyContact: { contact: CompanyContact | null; pending: boolean };
};

/** One section of the user's; a section the profile does not have is read as empty, without asking. */
function useSection<K extends ListSection>(
  user: ProfileUser,
  section: K,
  version: number,
): SectionList<SectionItems[K]> {
  const runtime = useRuntime();
  const enabled = hasSection(user, section);
  const query = useQuery({ ...sectionQuery(runtime, user.id, section), enabled });
  const document = query.data;
  const include: readonly string[] = LIST_SECTIONS[section].include;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change signal.
  const items = useMemo(() => {
    const refs: ResourceIdentifier[] = Array.isArray(document?.data)
      ? document.data.map((r) => ({ type: r.type, id: String(r.id) }))
      : [];
    return runtime.store.denormalizeAll<SectionItems[K]>(refs, { include });
  }, [runtime, document, include, version]);
  return { items, pending: enabled && query.isPending, failed: query.isError, retry: () => void query.refetch() };
}

/** Every section of a profile, read through the store so an edit shows at once wherever it appears. */
export function useProfileSections(user: ProfileUser): ProfileSections {
  const runtime = useRuntime();
  const version = useStoreVersion();
  const company = user.kind === "company";
  const contactQuery = useQuery({ ...companyContactQuery(runtime, user.id), enabled: company });
  const contactRef = contactQuery.data?.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change signal.
  const contact = useMemo(
    () =>
      contactRef && !Array.isArray(contactRef)
        ? runtime.store.denormalize<CompanyContact>(contactRef.type, String(contactRef.id))
        : null,
    [runtime, contactRef, version],
  );
  return {
    professions: useSection(user, "professions", version),
    industries: useSection(user, "industries", version),
    operations: useSection(user, "operations", version),
    languages: useSection(user, "languages", version),
    weblinks: useSection(user, "weblinks", version),
    employments: useSection(user, "employments", version),
    educations: useSection(user, "educations", version),
    achievements: useSection(user, "achievements", version),
    companyContact: { contact, pending: company && contactQuery.isPending },
  };
}

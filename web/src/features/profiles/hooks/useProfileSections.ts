import { useQuery } from "@tanstack/react-query";
import { useStoreRead } from "../../../api/hooks.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
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
function useSection<K extends ListSection>(user: ProfileUser, section: K): SectionList<SectionItems[K]> {
  const runtime = useRuntime();
  const enabled = hasSection(user, section);
  const query = useQuery({ ...sectionQuery(runtime, user.id, section), enabled });
  const document = query.data;
  const include: readonly string[] = LIST_SECTIONS[section].include;
  const items = useStoreRead(
    (store) => store.denormalizeData<SectionItems[K]>(document?.data, { include }),
    [document, include],
  );
  return { items, pending: enabled && query.isPending, failed: query.isError, retry: () => void query.refetch() };
}

/** Every section of a profile, read through the store so an edit shows at once wherever it appears. */
export function useProfileSections(user: ProfileUser): ProfileSections {
  const runtime = useRuntime();
  const company = user.kind === "company";
  const contactQuery = useQuery({ ...companyContactQuery(runtime, user.id), enabled: company });
  const contactData = contactQuery.data?.data;
  const contact = useStoreRead((store) => store.denormalizeData<CompanyContact>(contactData)[0] ?? null, [contactData]);
  return {
    professions: useSection(user, "professions"),
    industries: useSection(user, "industries"),
    operations: useSection(user, "operations"),
    languages: useSection(user, "languages"),
    weblinks: useSection(user, "weblinks"),
    employments: useSection(user, "employments"),
    educations: useSection(user, "educations"),
    achievements: useSection(user, "achievements"),
    companyContact: { contact, pending: company && contactQuery.isPending },
  };
}

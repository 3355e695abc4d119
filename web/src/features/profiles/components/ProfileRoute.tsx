import { useSeeds } from "../../../api/seeds.ts";
import { NotFoundPage } from "../../pages/NotFoundPage.tsx";
import type { ProfileLoaderData } from "../api/profileQueries.ts";
import { ProfilePage } from "../ProfilePage.tsx";

/** What both profile routes render from their loader's data. */
export function ProfileRoute({ data }: { data: ProfileLoaderData }) {
  useSeeds(data.found ? data.seeds : []);
  // The key starts a fresh page (tabs, open forms) for another user.
  return data.found ? (
    <ProfilePage key={data.userKey} userKey={data.userKey} opening={data.opening} />
  ) : (
    <NotFoundPage />
  );
}

import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { parseShowroomSearch, type ShowroomSearch, showroomSearchParams } from "../showroomSearch.ts";

/**
 * The showroom's search kept in the address: a shared link opens the same grid, and the back
 * button steps through the searches. `replace` (while typing) changes the address in place.
 */
export function useShowroomSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => parseShowroomSearch(location.search), [location.search]);
  const setSearch = useCallback(
    (next: ShowroomSearch, { replace = false }: { replace?: boolean } = {}) =>
      void navigate({ pathname: location.pathname, search: showroomSearchParams(next) }, { replace }),
    [navigate, location.pathname],
  );
  return [search, setSearch] as const;
}

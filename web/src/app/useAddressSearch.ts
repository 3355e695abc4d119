import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A list's search kept in the address: a shared link opens the same list, and the back button
 * steps through the searches. `replace` changes the address in place.
 */
export function useAddressSearch<S>(parse: (search: string) => S, serialize: (search: S) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => parse(location.search), [parse, location.search]);
  const setSearch = useCallback(
    (next: S, { replace = false }: { replace?: boolean } = {}) =>
      void navigate({ pathname: location.pathname, search: serialize(next) }, { replace }),
    [navigate, serialize, location.pathname],
  );
  return [search, setSearch] as const;
}

import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A list's search kept in the address: a shared link opens the same list, and the back button
 * steps through the searches. `replace` changes the address in place. The page is drawn for the new
 * address as it changes (flushSync), so a change made right after another builds on it, never on
 * the search before it.
 */
export function useAddressSearch<S>(parse: (search: string) => S, serialize: (search: S) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => parse(location.search), [parse, location.search]);
  const setSearch = useCallback(
    (next: S, { replace = false }: { replace?: boolean } = {}) =>
      void navigate({ pathname: location.pathname, search: serialize(next) }, { replace, flushSync: true }),
    [navigate, serialize, location.pathname],
  );
  return [search, setSearch] as const;
}

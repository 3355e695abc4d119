import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

/**
 * A list's search kept in the address: a shared link opens the same list, and the back button
 * steps through the searches. `replace` changes the address in place.
 *
 * A change is the list's search from the moment it is asked for: the router draws its loading
 * state at once (flushSync), and the page for the new address only later, in a transition, after
 * the address bar already shows it. Until then the search is the one on its way, so that a change
 * made right after another (a keyword sent just after a new sort) builds on it, never on the
 * search before it.
 */
export function useAddressSearch<S>(parse: (search: string) => S, serialize: (search: S) => string) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const coming = navigation.location?.pathname === location.pathname ? navigation.location.search : location.search;
  const search = useMemo(() => parse(coming), [parse, coming]);
  const setSearch = useCallback(
    (next: S, { replace = false }: { replace?: boolean } = {}) =>
      void navigate({ pathname: location.pathname, search: serialize(next) }, { replace, flushSync: true }),
    [navigate, serialize, location.pathname],
  );
  return [search, setSearch] as const;
}

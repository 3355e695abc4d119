import { useAddressSearch } from "../../../app/hooks/useAddressSearch.ts";
import { parseShowroomSearch, showroomSearchParams } from "../showroomSearch.ts";

/** The showroom's search kept in the address (see useAddressSearch). */
export const useShowroomSearch = () => useAddressSearch(parseShowroomSearch, showroomSearchParams);

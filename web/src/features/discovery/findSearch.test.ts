import { FIND_FILTERS, FIND_FILTERS_BY_KIND, FIND_KINDS, findFilterParam } from "@atelier/common/find-lists";
import { describe, expect, it } from "vitest";
import {
  addValue,
  changeKind,
  changeSort,
  countedAs,
  filtersElsewhere,
  findFilter,
  findKinds,
  findSearchParams,
  parseFindSearch,
  removeValue,
  setFilter,
} from "./findSearch.ts";

describe("find search in the address", () => {
  it("reads and writes the kind, every filter, the sort and the page", () => {
    const query =
      "?kind=private&names=Anna&creativeFieldIds=3&skills=12%3ATypography&levels=expert&locationIds=7%3ABerlin%2C+Germany&languageCodes=de&sort=newest&page=2";
    const search = parseFindSearch("creatives", query);
    expect(search).toEqual({
      kind: "private",
      filters: {
        names: [{ id: "anna", name: "Anna" }],
        creativeFieldIds: [{ id: "3", name: "3" }],
        skills: [{ id: "12", name: "Typography" }],
        levels: [{ id: "expert", name: "expert" }],
        locationIds: [{ id: "7", name: "Berlin, Germany" }],
        languageCodes: [{ id: "de", name: "de" }],
      },
      sort: 1,
      page: 2,
    });
    expect(findSearchParams(search)).toBe(query);
  });

  it("leaves the defaults out of the address", () => {
    expect(findSearchParams(parseFindSearch("clients", ""))).toBe("");
    expect(parseFindSearch("clients", "")).toEqual({ kind: "all", filters: {}, sort: 0, page: 1 });
  });

  it("reads only the filters the kind offers, so the list never asks for one it refuses", () => {
    const search = parseFindSearch("clients", "?kind=private&industryIds=4&creativeFieldIds=3&skills=9:Ink");
    expect(search.filters).toEqual({ industryIds: [{ id: "4", name: "4" }] });
    for (const scope of ["creatives", "clients"] as const) {
      for (const kind of FIND_KINDS[scope]) {
        const everything = FIND_FILTERS.map((filter) => `${filter}=${filter === "levels" ? "expert" : "de"}`);
        const ids = FIND_FILTERS.map((filter) => `${filter}=5`);
        const read = parseFindSearch(scope, `?kind=${kind}&${[...everything, ...ids].join("&")}`);
        const offered = (FIND_FILTERS_BY_KIND[scope] as Record<string, readonly string[]>)[kind];
        expect(Object.keys(read.filters).every((filter) => offered.includes(filter))).toBe(true);
        const sent = Object.keys(findFilter(scope, read)).filter((param) => !/_kinds$|^is_/.test(param));
        expect(sent.sort()).toEqual(
          offered
            .filter((filter) => filter in read.filters)
            .map((filter) => findFilterParam(scope, filter as never))
            .sort(),
        );
      }
    }
  });

  it("drops what cannot be read: an unknown kind, bad ids, levels and codes", () => {
    const search = parseFindSearch("creatives", "?kind=robots&skills=x:Ink&skills=0&locationIds=5&page=-3&sort=old");
    expect(search).toEqual({ kind: "all", filters: { locationIds: [{ id: "5", name: "5" }] }, sort: 0, page: 1 });
    expect(parseFindSearch("creatives", "?kind=private&levels=guru&languageCodes=German").filters).toEqual({});
  });

  it("takes a value once", () => {
    const search = parseFindSearch("creatives", "?skills=12:Ink&skills=12:Ink&names=Anna&names=anna");
    expect(search.filters.skills).toEqual([{ id: "12", name: "Ink" }]);
    expect(search.filters.names).toEqual([{ id: "anna", name: "Anna" }]);
    const again = addValue(search, "skills", { id: "12", name: "Ink" });
    expect(again.filters.skills).toHaveLength(1);
  });

  it("keeps commas out of a name, since the request joins names with them", () => {
    expect(parseFindSearch("creatives", "?names=Doe,%20Jane").filters.names).toEqual([
      { id: "doe  jane", name: "Doe  Jane" },
    ]);
  });
});

describe("changing the search", () => {
  const start = parseFindSearch("creatives", "?kind=private&skills=12:Ink&levels=expert&sort=newest&page=3");

  it("a kind change removes every filter and goes to page 1, keeping the sort", () => {
    expect(changeKind(start, "company")).toEqual({ kind: "company", filters: {}, sort: 1, page: 1 });
  });

  it("a sort change goes to page 1 and keeps the filters", () => {
    expect(changeSort(start, 0)).toEqual({ ...start, sort: 0, page: 1 });
  });

  it("adding or removing a value goes to page 1; the last value removed removes the filter", () => {
    const added = addValue(start, "skills", { id: "13", name: "Clay" });
    expect(added.page).toBe(1);
    expect(added.filters.skills?.map((skill) => skill.id)).toEqual(["12", "13"]);
    const removed = removeValue(start, "levels", "expert");
    expect(removed.filters).toEqual({ skills: [{ id: "12", name: "Ink" }] });
    expect(setFilter(removed, "skills", []).filters).toEqual({});
  });
});

describe("the list request", () => {
  it("sends the kind as filters and each filter by its parameter", () => {
    const search = parseFindSearch("clients", "?kind=companyInsideCci&names=Acme&skills=12:Ink");
    expect(findFilter("clients", search)).toEqual({
      with_client_kinds: "company",
      is_inside_cci: "true",
      with_client_names: ["Acme"],
      with_client_skills: ["12"],
    });
  });

  it("a field's page sends its field beside the chosen ones, once", () => {
    const search = parseFindSearch("creatives", "?creativeFieldIds=3&creativeFieldIds=5", true);
    expect(findFilter("creatives", search, "5")).toEqual({ with_creative_creative_field_ids: ["5", "3"] });
  });

  it("a field's page offers only the kinds that filter by field", () => {
    expect(findKinds("creatives", true)).toEqual(FIND_KINDS.creatives);
    expect(findKinds("clients", true)).toEqual(["all", "companyInsideCci"]);
    expect(parseFindSearch("clients", "?kind=private", true).kind).toBe("all");
  });
});

describe("filters of another tab", () => {
  it("names the tab of the list that offers a filter the kind in view leaves out, with its values", () => {
    const query = "?names=Anna&levels=expert&languageCodes=de&sort=newest";
    const search = parseFindSearch("creatives", query);
    expect(search.filters).toEqual({ names: [{ id: "anna", name: "Anna" }] });
    expect(filtersElsewhere("creatives", query, search)).toEqual([
      {
        scope: "creatives",
        kind: "private",
        filters: ["levels", "languageCodes"],
        search: {
          kind: "private",
          filters: {
            names: [{ id: "anna", name: "Anna" }],
            levels: [{ id: "expert", name: "expert" }],
            languageCodes: [{ id: "de", name: "de" }],
          },
          sort: 1,
          page: 1,
        },
      },
    ]);
  });

  it("sends a filter no kind of the list offers to the other list", () => {
    const query = "?kind=company&industryIds=4&locationIds=7%3ABerlin%2C+Germany&page=3";
    const search = parseFindSearch("creatives", query);
    const [clients] = filtersElsewhere("creatives", query, search);
    expect(clients.scope).toBe("clients");
    expect(clients.filters).toEqual(["industryIds"]);
    expect(findSearchParams(clients.search)).toBe(
      "?kind=companyOutsideCci&industryIds=4&locationIds=7%3ABerlin%2C+Germany",
    );
  });

  it("says nothing of filters the kind offers, values that cannot be read, or a field's page's own tabs", () => {
    const offered = "?kind=private&levels=expert";
    expect(filtersElsewhere("creatives", offered, parseFindSearch("creatives", offered))).toEqual([]);
    const unreadable = "?levels=guru&skills=abc";
    expect(filtersElsewhere("creatives", unreadable, parseFindSearch("creatives", unreadable))).toEqual([]);
    // A field's page of clients has no tab with industries: the clients list has.
    const industries = "?industryIds=4";
    const inField = filtersElsewhere("clients", industries, parseFindSearch("clients", industries, true), true);
    expect(inField).toEqual([]);
    const [whole] = filtersElsewhere("clients", industries, parseFindSearch("clients", industries));
    expect(whole).toMatchObject({ scope: "clients", kind: "companyOutsideCci" });
  });
});

describe("what a kind's results are counted as", () => {
  it("counts companies as companies, private people as people, and both together as results", () => {
    expect(countedAs("company")).toBe("companies");
    expect(countedAs("companyInsideCci")).toBe("companies");
    expect(countedAs("companyOutsideCci")).toBe("companies");
    expect(countedAs("private")).toBe("people");
    expect(countedAs("all")).toBe("results");
  });
});

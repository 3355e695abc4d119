import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  changeSearch,
  EMPTY_SEARCH,
  parseShowroomSearch,
  showroomFilter,
  showroomSearchParams,
} from "./showroomSearch.ts";

describe("parseShowroomSearch", () => {
  it("reads the defaults from an address without a query", () => {
    expect(parseShowroomSearch("")).toEqual(EMPTY_SEARCH);
  });

  it("reads fields, skills and places with their names, the keyword, the sort and the page", () => {
    const search = parseShowroomSearch(
      "?field=3&field=7&skill=12:Typography&location=2950159:Berlin, Germany&q=poster&sort=newest&page=3",
    );
    expect(search).toEqual({
      fieldIds: ["3", "7"],
      skills: [{ id: "12", name: "Typography" }],
      locations: [{ id: "2950159", name: "Berlin, Germany" }],
      keyword: "poster",
      sort: 1,
      page: 3,
    });
  });

  it("keeps a name's own colons and leaves out what is no id, twice or past the limit", () => {
    const many = Array.from({ length: 40 }, (_, i) => `field=${i + 1}`).join("&");
    const search = parseShowroomSearch(`?skill=5:C%2B%2B: advanced&skill=5:again&skill=x:Bad&field=0&${many}`);
    expect(search.skills).toEqual([{ id: "5", name: "C++: advanced" }]);
    expect(search.fieldIds).toHaveLength(30);
    expect(search.fieldIds[0]).toBe("1");
  });

  it("opens a mangled page or sort at their defaults", () => {
    expect(parseShowroomSearch("?page=-2&sort=oldest")).toMatchObject({ page: 1, sort: 0 });
    expect(parseShowroomSearch("?page=2.5")).toMatchObject({ page: 1 });
  });

  it("shortens an overlong keyword to what the server takes", () => {
    expect(parseShowroomSearch(`?q=${"a".repeat(150)}`).keyword).toHaveLength(100);
  });
});

describe("showroomSearchParams", () => {
  it("writes nothing for the defaults", () => {
    expect(showroomSearchParams(EMPTY_SEARCH)).toBe("");
  });

  it("gives back the search it was read from", () => {
    const address = "?field=3&skill=12%3ATypography&location=1%3AWien&q=poster&sort=newest&page=2";
    expect(showroomSearchParams(parseShowroomSearch(address))).toBe(address);
  });
});

describe("changeSearch", () => {
  it("goes back to page 1 when a filter or the sort changes", () => {
    const onPage3 = { ...EMPTY_SEARCH, page: 3 };
    expect(changeSearch(onPage3, { keyword: "logo" })).toMatchObject({ keyword: "logo", page: 1 });
    expect(changeSearch(onPage3, { sort: 1 })).toMatchObject({ sort: 1, page: 1 });
  });
});

describe("showroomFilter", () => {
  it("names the spec's filters, the field of a field's page first", () => {
    const search = parseShowroomSearch("?field=7&field=3&skill=12:Typo&location=9:Graz&q=logo");
    expect(showroomFilter(search, "3")).toEqual({
      with_showroom_creative_field_ids: ["3", "7"],
      with_showroom_skills: ["12"],
      with_showroom_location_ids: ["9"],
      with_showroom_keyword: "logo",
    });
  });

  it("counts the filters that narrow the list", () => {
    expect(activeFilterCount(parseShowroomSearch("?field=7&skill=12:Typo&q=logo&sort=newest&page=2"))).toBe(3);
  });
});

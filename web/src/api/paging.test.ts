import { describe, expect, it } from "vitest";
import { listQuery, nextPageQuery, parsePaging } from "./paging.ts";

const link = (n: number) => `/api/v1/users?filter%5Bwith_names%5D=a&page%5Bnumber%5D=${n}&page%5Bsize%5D=20`;

describe("parsePaging", () => {
  it("reads the page count from meta.total_pages", () => {
    expect(parsePaging({ links: { self: link(2), next: link(3) }, meta: { total_pages: 5, total: 93 } })).toEqual({
      page: 2,
      totalPages: 5,
      total: 93,
      hasNext: true,
      hasPrev: true,
    });
  });

  it("falls back to the page number in links.last", () => {
    expect(parsePaging({ links: { self: link(1), last: link(7), next: link(2) } })).toMatchObject({
      page: 1,
      totalPages: 7,
      total: null,
      hasNext: true,
      hasPrev: false,
    });
  });

  it("reads page numbers from unencoded links too", () => {
    expect(parsePaging({ links: { last: "/api/v1/users?page[number]=4" } }, 4)).toMatchObject({
      page: 4,
      totalPages: 4,
      hasNext: false,
    });
  });

  it("knows only of a next page when nothing else is said", () => {
    expect(parsePaging({ links: { next: link(4) } }, 3)).toMatchObject({ page: 3, totalPages: 4, hasNext: true });
    expect(parsePaging({}, 1)).toMatchObject({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });
  });

  it("ignores a malformed count", () => {
    expect(parsePaging({ meta: { total_pages: "x" }, links: { last: "/x?page[number]=-2" } })).toMatchObject({
      totalPages: 1,
    });
  });
});

describe("nextPageQuery", () => {
  it("follows the cursor of links.next when the list is read by cursor", () => {
    const document = { links: { self: "/v1/feed?", next: "/v1/feed?page%5Bsize%5D=12&page%5Bafter%5D=MjAyNnwx" } };
    expect(nextPageQuery(document, 1)).toEqual({ "page[after]": "MjAyNnwx" });
  });

  it("asks for the next page number otherwise, and for nothing at the end", () => {
    expect(nextPageQuery({ meta: { total_pages: 3 } }, 2)).toEqual({ "page[number]": 3 });
    expect(nextPageQuery({ meta: { total_pages: 2 } }, 2)).toBeUndefined();
    expect(nextPageQuery({ links: { self: "/v1/feed?", next: null } }, 4)).toBeUndefined();
  });
});

describe("listQuery", () => {
  it("builds page, filter, sort and include parameters", () => {
    expect(
      listQuery({
        page: 2,
        size: 8,
        filter: { with_creative_skills: ["a", "b"], is_premium: true, empty: "", none: undefined, nothing: [] },
        sort: "-created_at",
        include: ["owner", "owner.location"],
      }),
    ).toEqual({
      "page[number]": 2,
      "page[size]": 8,
      "filter[with_creative_skills]": ["a", "b"],
      "filter[is_premium]": "true",
      sort: "-created_at",
      include: "owner,owner.location",
    });
  });

  it("defaults to the first page of 20", () => {
    expect(listQuery({})).toEqual({ "page[number]": 1, "page[size]": 20 });
  });
});

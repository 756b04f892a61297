import { describe, expect, it } from "vitest";
import {
  cleanSearchText,
  listingSearch,
  pageBeyondLast,
  pageCount,
  parseListingQuery,
  sortChoices,
} from "~/models/listing-query";

const SORTS = ["nome_asc", "preco_asc"];

describe("listing query from the URL", () => {
  it.each([
    [
      "no parameters: page 1 and no sort (the upstream's default order)",
      "",
      { page: 1, sort: null, tags: [], text: "" },
      {},
    ],
    [
      "an empty sort (the default chosen in the select): no sort",
      "ordem=",
      { page: 1, sort: null, tags: [], text: "" },
      {},
    ],
    ["a valid page and sort", "pagina=3&ordem=preco_asc", { page: 3, sort: "preco_asc", tags: [], text: "" }, {}],
    [
      "a non-numeric page falls back to 1 and says so",
      "pagina=abc",
      { page: 1, sort: null, tags: [], text: "" },
      { page: true },
    ],
    ["page 0 falls back to 1", "pagina=0", { page: 1, sort: null, tags: [], text: "" }, { page: true }],
    [
      "an unknown sort key falls back to the default and says so",
      "ordem=%3Cscript%3E",
      { page: 1, sort: null, tags: [], text: "" },
      { sort: true },
    ],
    [
      "filters: repeated, deduplicated, hostile values dropped",
      "filtro=12&filtro=12&filtro=a%22b&filtro=x-1",
      { page: 1, sort: null, tags: ["12", "x-1"], text: "" },
      {},
    ],
  ])("%s", (_case, search, query, issues) => {
    expect(parseListingQuery(new URLSearchParams(search), SORTS)).toEqual({ query, issues });
  });

  it("has no sort when the supplier offers none", () => {
    expect(parseListingQuery(new URLSearchParams("ordem=preco_asc"), []).query.sort).toBeNull();
  });
});

describe("the sort select's choices (docs/upstream-api.md §14–15: without ordenacao, the upstream's default order)", () => {
  const offered = [
    { chave: "nome_asc", descricao: "Nome (A-Z)" },
    { chave: "mais_vendidos", descricao: "Mais vendidos" },
  ];
  it.each([
    ["search", [{ chave: "", descricao: "Mais relevantes" }, ...offered]],
    ["category", [{ chave: "", descricao: "Disponíveis primeiro" }, ...offered]],
  ] as const)("a %s offers its default first, with no key", (scope, choices) => {
    expect(sortChoices(offered, scope)).toEqual(choices);
  });
  it("offers nothing when the supplier has no sort key", () => {
    expect(sortChoices([], "search")).toEqual([]);
  });
  it("the default leaves the sort out of the URL", () => {
    expect(listingSearch({ page: 1, sort: null, tags: [], text: "arroz" })).toBe("?q=arroz");
  });
});

describe("a page past the last", () => {
  it.each([
    [9, 35, 2],
    [3, 40, 2],
    [2, 0, 1],
    [2, 35, null],
    [1, 0, null],
    [1, 35, null],
  ])("page %i of %i products: go to %j", (page, total, last) => {
    expect(pageBeyondLast(page, total)).toBe(last);
  });
});

describe("search text, docs/rules/catalogue.md \"Search\": 'Product search text has '&' stripped'", () => {
  it.each([
    ["arroz & feijão", "arroz feijão"],
    ["  café   torrado ", "café torrado"],
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    [null, ""],
  ])("%j → %j", (raw, clean) => {
    expect(cleanSearchText(raw)).toBe(clean);
  });

  it("caps a 2 000-character text at 200", () => {
    expect(cleanSearchText("a".repeat(2000))).toHaveLength(200);
  });
});

describe("listing links", () => {
  const query = { page: 2, sort: "preco_asc", tags: ["7", "9"], text: "café" };
  it("keeps text, sort and filters and changes the page", () => {
    expect(listingSearch(query, { page: 3 })).toBe("?q=caf%C3%A9&ordem=preco_asc&filtro=7&filtro=9&pagina=3");
  });
  it("omits page 1", () => {
    expect(listingSearch({ ...query, tags: [], text: "" }, { page: 1 })).toBe("?ordem=preco_asc");
  });
  it.each([
    [0, 1],
    [20, 1],
    [21, 2],
    [69, 4],
  ])('%i products make %i pages of 20 (docs/rules/catalogue.md "Listings": page size default 20)', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

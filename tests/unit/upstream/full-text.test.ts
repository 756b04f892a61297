import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { editDistance, ftsMatch, leadWord, MAX_SEARCH_TEXT, mendedText } from "../../../upstream/data/full-text";
import { textSearch } from "../../../upstream/data/product-search";

describe("ftsMatch", () => {
  it("makes every word a quoted prefix within name, brand and code", () => {
    expect(ftsMatch("arr")).toBe('{nome marca codigo} : ("arr"*)');
    expect(ftsMatch("  Café   extra ")).toBe('{nome marca codigo} : ("Café"* "extra"*)');
    expect(ftsMatch("AUR-0001")).toBe('{nome marca codigo} : ("AUR"* "0001"*)');
  });

  it("keeps accented words whole, composed or not", () => {
    expect(ftsMatch("feijão")).toBe('{nome marca codigo} : ("feijão"*)');
    expect(ftsMatch("feija\u0303o")).toBe('{nome marca codigo} : ("feijão"*)');
  });

  it("drops quotes, operators and punctuation", () => {
    expect(ftsMatch('"*():^-')).toBeNull();
    expect(ftsMatch('NEAR(a "b") OR c:d')).toBe('{nome marca codigo} : ("NEAR"* "a"* "b"* "OR"* "c"* "d"*)');
    expect(ftsMatch("")).toBeNull();
  });

  it("keeps the first 8 words and the first 40 characters of each", () => {
    expect(ftsMatch("um dois três quatro cinco seis sete oito nove dez")).not.toMatch(/nove|dez/);
    expect(ftsMatch("x".repeat(2000))).toBe(`{nome marca codigo} : ("${"x".repeat(40)}"*)`);
  });

  it("never breaks an FTS5 query, whatever the text", () => {
    const db = new Database(":memory:");
    db.exec(`CREATE VIRTUAL TABLE f USING fts5(nome, descricao, marca, codigo, tokenize = 'unicode61 remove_diacritics 2');
      INSERT INTO f VALUES ('Feijão carioca', 'Grãos', 'Sítio Bom', 'AUR-0003'), ('Arroz branco', '', 'Vale', 'AUR-0001')`);
    const found = (text: string) =>
      db
        .prepare("SELECT rowid FROM f WHERE f MATCH ? ORDER BY rowid")
        .pluck()
        .all(ftsMatch(text) ?? "zzzz");
    expect(found("FEIJAO car")).toEqual([1]);
    expect(found("arr")).toEqual([2]);
    expect(found("aur 000")).toEqual([1, 2]);
    expect(found("graos")).toEqual([]);
    const hostile = [
      `"`,
      `a"b`,
      "a*b^c",
      "(((",
      "a:b",
      "-x",
      "+x",
      "{nome}",
      "a NEAR/2 b",
      "'; DROP TABLE f; --",
      "\u0000x",
    ];
    for (const text of hostile) expect(() => found(text)).not.toThrow();
    db.close();
  });
});

describe("leadWord: the first word searched, folded", () => {
  it.each([
    ["ban", "ban"],
    ["  Maçã verde", "maca"],
    ["AUR-0001", "aur"],
    ['"*()', null],
  ])("%s → %s", (text, word) => {
    expect(leadWord(text)).toBe(word);
  });
});

describe("editDistance (insert, delete, change, swap of neighbours)", () => {
  it.each([
    ["banana", "banana", 0],
    ["bananna", "banana", 1],
    ["bnaana", "banana", 1],
    ["banaan", "banana", 1],
    ["bana", "banana", 2],
    ["queijo", "queiju", 1],
    ["", "abc", 3],
  ])("%s ↔ %s: %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("editDistance with a limit: past it, answered as soon as it is certain", () => {
  it.each([
    ["bananna", "banana", 2, 1],
    ["moragno", "morango", 1, 1],
    ["parmezaoo", "parmesao", 2, 2],
    ["chocolate", "banana", 2, 3],
    ["a".repeat(40), "b".repeat(40), 2, 3],
    ["x".repeat(10_000), "banana", 2, 3],
  ])("%s ↔ %s within %i: %i", (a, b, max, distance) => {
    expect(editDistance(a, b, max)).toBe(distance);
    expect(editDistance(b, a, max)).toBe(distance);
  });

  it("agrees with the whole table wherever the distance is within the limit", () => {
    const words = [
      "banana",
      "bananna",
      "bnaana",
      "banaan",
      "bana",
      "bandeja",
      "morango",
      "moragno",
      "parmesao",
      "parmezaoo",
      "pera",
      "pena",
      "queijo",
    ];
    for (const a of words)
      for (const b of words) {
        const whole = editDistance(a, b);
        expect(editDistance(a, b, 2), `${a} ↔ ${b}`).toBe(whole > 2 ? 3 : whole);
      }
  });
});

describe("a hostile search text is bounded before any work", () => {
  const db = new Database(":memory:");
  db.exec(`CREATE TABLE products (idfornecedor TEXT, nome TEXT, marca TEXT, codigo TEXT);
    INSERT INTO products VALUES ('s1', 'Banana prata', 'Sítio', 'CVD-0001'), ('s1', 'Morango bandeja', NULL, 'CVD-0002')`);

  it.each([
    ["10 000 characters of one word", "bananna".repeat(1500)],
    ["10 000 characters of words and FTS5 syntax", 'bananna "x* ^y :z NEAR(a b, 2) OR -c {nome} '.repeat(250)],
    ["thousands of short words", "ab ".repeat(3500)],
  ])("%s: at most 8 words of 40 characters from the first 200 characters", (_case, text) => {
    const search = textSearch(db, "s1", text);
    expect(search).not.toBeNull();
    const terms = /\(([^)]*)\)$/.exec(search!.match)?.[1]?.split(" ") ?? [];
    expect(terms.length).toBeLessThanOrEqual(8);
    for (const term of terms) expect(term.length).toBeLessThanOrEqual(40 + 3);
    expect((search!.correcao ?? "").length).toBeLessThanOrEqual(MAX_SEARCH_TEXT);
  });

  it("a mistyped word within the first 200 characters is still mended", () => {
    expect(textSearch(db, "s1", `bananna ${"x".repeat(10_000)}`)?.correcao).toBe(`banana ${"x".repeat(192)}`);
  });
});

describe("mendedText: a mistyped word becomes the catalogue's closest", () => {
  const vocabulary = new Set([
    "banana",
    "prata",
    "nanica",
    "bandeja",
    "morango",
    "maca",
    "tomate",
    "mel",
    "cvd",
    "0001",
    "parmesao",
    "pera",
  ]);
  it.each<[string, string, string | null]>([
    ["a word with one letter too many", "bananna", "banana"],
    ["two words, one mistyped", "banana pratta", "banana prata"],
    ["accents and case do not count as mistakes", "BANÂNA", null],
    ["a prefix of a known word is no mistake", "ban", null],
    ["swapped letters", "morngao", null],
    ["swapped neighbours", "moragno", "morango"],
    ["two edits from 8 letters", "parmezaoo", "parmesao"],
    ["under 4 letters nothing is mended", "mek", null],
    ["a word too far from any", "chocolate", null],
    ["a code", "CVD-0001", null],
    ["the shortest, then the first alphabetically, on a tie", "pena", "pera"],
  ])("%s: %s", (_case, text, mended) => {
    expect(mendedText(text, vocabulary)).toBe(mended);
  });
});

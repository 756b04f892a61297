import { describe, expect, it } from "vitest";
import { groupTags } from "../../../upstream/data/search-tags";
import { KEYED_TAGS, PACK_TAGS, TAG_GROUPS, brandTags, keyedTagId, tagOrder } from "../../../upstream/seed/search-tags";

describe("groupTags", () => {
  it("gathers tags into their groups, a group where its first tag is", () => {
    const rows = [
      { idtag: 1, grupo: "Marca", descricao: "Aurora", quantidade: 2 },
      { idtag: 2, grupo: "Embalagem", descricao: "Caixa", quantidade: 1 },
      { idtag: 3, grupo: "Marca", descricao: "Bela", quantidade: null },
    ];
    expect(groupTags(rows)).toEqual([
      {
        grupo: "Marca",
        tags: [
          { idtag: 1, descricao: "Aurora", quantidade: 2 },
          { idtag: 3, descricao: "Bela", quantidade: null },
        ],
      },
      { grupo: "Embalagem", tags: [{ idtag: 2, descricao: "Caixa", quantidade: 1 }] },
    ]);
    expect(groupTags([])).toEqual([]);
  });
});

describe("seeded search tags", () => {
  it("number brands alphabetically from 101, once each", () => {
    const brands = brandTags(["Óleo Bom", "Vale", "Açúcar Doce", "Vale", "bela"]);
    expect([...brands.keys()]).toEqual(["Açúcar Doce", "bela", "Óleo Bom", "Vale"]);
    expect(brands.get("Vale")).toEqual({ numero: 104, grupo: "Marca", descricao: "Vale" });
  });

  it("give every tag its own number, and order them by group", () => {
    const numbers = [...Object.values(KEYED_TAGS), ...Object.values(PACK_TAGS)].map((tag) => tag.numero);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.max(...numbers)).toBeLessThan(101);
    const brand = { numero: 101, grupo: "Marca" as const, descricao: "X" };
    const ordered = [KEYED_TAGS["semana-do-cafe"], KEYED_TAGS["sem-gluten"], PACK_TAGS.fd, brand].sort(
      (a, b) => tagOrder(a) - tagOrder(b),
    );
    expect(ordered.map((tag) => tag.grupo)).toEqual([...TAG_GROUPS]);
  });

  it("have ids by supplier", () => {
    expect(keyedTagId("aurora", "sem-gluten")).toBe(5001);
    expect(keyedTagId("aurora", "semana-do-cafe")).toBe(5011);
    expect(keyedTagId("bomsabor", "importado")).toBe(6004);
    expect(keyedTagId("casaverde", "organico")).toBe(7002);
  });
});

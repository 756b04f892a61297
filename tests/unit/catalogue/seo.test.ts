import { describe, expect, it } from "vitest";
import { categoryTrail } from "~/models/category-tree";
import { noindexMeta, pageMeta } from "~/models/seo";

const storeMeta = [
  { title: "Distribuidora Aurora" },
  { name: "description", content: "Atacado" },
  { name: "keywords", content: "atacado" },
  { property: "og:title", content: "Distribuidora Aurora" },
  { property: "og:site_name", content: "Distribuidora Aurora" },
  { tagName: "link", rel: "icon", href: "/imagens/aurora/favicon.svg" },
];
const matches = [
  { id: "root", meta: [] },
  { id: "routes/($supplier)", meta: storeMeta },
];

describe("inner page meta", () => {
  it("titles the page 'Page — Store', keeps the store's favicon and keywords, adds canonical and JSON-LD", () => {
    const meta = pageMeta(matches, {
      title: "Arroz 5 kg",
      description: "Arroz tipo 1",
      canonical: "http://x/aurora/produto/1",
      jsonLd: { "@type": "Product" },
    });
    expect(meta).toContainEqual({ title: "Arroz 5 kg — Distribuidora Aurora" });
    expect(meta).toContainEqual({ name: "keywords", content: "atacado" });
    expect(meta).toContainEqual({ tagName: "link", rel: "icon", href: "/imagens/aurora/favicon.svg" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "http://x/aurora/produto/1" });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Product" } });
    expect(meta.filter((tag) => "title" in tag)).toHaveLength(1);
    expect(meta.filter((tag) => tag.name === "description")).toEqual([
      { name: "description", content: "Arroz tipo 1" },
    ]);
  });

  it("keeps the store's description when the page has none, and marks noindex pages", () => {
    const meta = pageMeta(matches, { title: "Busca", noindex: true });
    expect(meta).toContainEqual({ name: "description", content: "Atacado" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
  it("gives a noindex page by its title alone the same tags as pageMeta with noindex", () => {
    const meta = noindexMeta("Nova senha")({ matches });
    expect(meta).toEqual(pageMeta(matches, { title: "Nova senha", noindex: true }));
    expect(meta).toContainEqual({ title: "Nova senha — Distribuidora Aurora" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("category trail", () => {
  const tree = [
    {
      idcategoria: "1",
      descricao: "Mercearia",
      imagem: null,
      subcategorias: [{ idcategoria: "11", descricao: "Grãos", imagem: null, subcategorias: [] }],
    },
    { idcategoria: "2", descricao: "Bebidas", imagem: null, subcategorias: [] },
  ];
  it.each([
    ["1", ["Mercearia"]],
    ["11", ["Mercearia", "Grãos"]],
    ["2", ["Bebidas"]],
  ])("category %s sits under %j", (id, names) => {
    expect(categoryTrail(tree, id)?.map((category) => category.descricao)).toEqual(names);
  });
  it("is null for an unknown category", () => {
    expect(categoryTrail(tree, "99")).toBeNull();
  });
});

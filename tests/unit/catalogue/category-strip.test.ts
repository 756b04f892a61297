import { describe, expect, it } from "vitest";
import { categoryStrip } from "~/models/category-strip";

// Issue "Phone-first shopping" §2: "two copies of the category menu" — the header shows one strip.

const categories = [
  { idcategoria: "301", descricao: "Frutas" },
  { idcategoria: "320", descricao: "Legumes" },
];

describe("categoryStrip: the header's one strip of categories and the supplier's menu", () => {
  it.each<[string, { descricao: string; destino: string }[], string[]]>([
    ["no menu: the categories", [], ["Frutas /categoria/301", "Legumes /categoria/320"]],
    [
      "a menu of the same categories adds nothing",
      [
        { descricao: "Frutas", destino: "/categoria/301" },
        { descricao: "Legumes", destino: "/categoria/320" },
      ],
      ["Frutas /categoria/301", "Legumes /categoria/320"],
    ],
    [
      "the same category written with a trailing slash or a query is the same link",
      [
        { descricao: "Frutas!", destino: "/categoria/301/" },
        { descricao: "Legumes", destino: "/categoria/320?ordem=mais_vendidos" },
      ],
      ["Frutas /categoria/301", "Legumes /categoria/320"],
    ],
    [
      "a content page or a subcategory of the menu comes after the categories",
      [
        { descricao: "Sobre", destino: "/paginas/sobre" },
        { descricao: "Frutas", destino: "/categoria/301" },
        { descricao: "Orgânicos", destino: "/categoria/360" },
      ],
      ["Frutas /categoria/301", "Legumes /categoria/320", "Sobre /paginas/sobre", "Orgânicos /categoria/360"],
    ],
    [
      "a menu link repeated is shown once",
      [
        { descricao: "Sobre", destino: "/paginas/sobre" },
        { descricao: "Quem somos", destino: "/paginas/sobre" },
      ],
      ["Frutas /categoria/301", "Legumes /categoria/320", "Sobre /paginas/sobre"],
    ],
    [
      "an outside address is kept as the supplier wrote it",
      [{ descricao: "Blog", destino: "https://blog.exemplo.com.br/" }],
      ["Frutas /categoria/301", "Legumes /categoria/320", "Blog https://blog.exemplo.com.br/"],
    ],
  ])("%s", (_case, menu, expected) => {
    expect(categoryStrip(categories, menu).map((link) => `${link.descricao} ${link.destino}`)).toEqual(expected);
  });

  it("a store without categories shows its menu", () => {
    expect(categoryStrip([], [{ descricao: "Ofertas", destino: "/acao/801" }])).toEqual([
      { descricao: "Ofertas", destino: "/acao/801" },
    ]);
  });

  it("the storefront's own links lead the strip, and the supplier's menu does not repeat them", () => {
    const combos = { descricao: "Combos", destino: "/combos" };
    expect(
      categoryStrip(categories, [{ descricao: "Nossos combos", destino: "/combos/" }], [combos]).map(
        (link) => `${link.descricao} ${link.destino}`,
      ),
    ).toEqual(["Combos /combos", "Frutas /categoria/301", "Legumes /categoria/320"]);
  });
});

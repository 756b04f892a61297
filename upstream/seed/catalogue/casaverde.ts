import { type CatalogueSeed, product } from "./types";

const SEGMENT = "casaverde-hortifruti";
/** Sold by the kilo in half-kilo steps, from 1 kg. */
const BY_KG = { granularidade: 0.5, minimo: 1 } as const;

/** Hortifruti Casa Verde: fruit, vegetables and greens for pickup at the store. */
export const casaverdeCatalogue: CatalogueSeed = {
  codePrefix: "CVD",
  firstProductId: 3001,
  categorias: [
    {
      id: 301,
      descricao: "Frutas",
      cor: "#e63946",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 302,
          descricao: "Frutas da estação",
          resumo: "Frutas escolhidas uma a uma, vendidas por quilo.",
          produtos: [
            product("Banana prata", "Casa Verde", "kg", 6.99, {
              ...BY_KG,
              maisVendido: true,
              progressivo: { 5: 6.49, 10: 5.99 },
            }),
            product("Banana nanica", "Casa Verde", "kg", 5.49, { ...BY_KG, preconf: 6.49 }),
            product("Maçã gala", "Casa Verde", "kg", 11.9, { ...BY_KG, maisVendido: true }),
            product("Maçã fuji", "Casa Verde", "kg", 13.9, BY_KG),
            product("Pera williams", "Casa Verde", "kg", 15.9, BY_KG),
            product("Laranja pera", "Casa Verde", "kg", 4.99, { maisVendido: true, ...BY_KG, preconf: 5.99 }),
            product("Tangerina ponkan", "Casa Verde", "kg", 7.99, BY_KG),
            product("Uva niágara", "Casa Verde", "kg", 14.9, { ...BY_KG, maximo: 5 }),
          ],
        },
        {
          id: 303,
          descricao: "Frutas tropicais",
          resumo: "Frutas tropicais maduras no ponto certo.",
          produtos: [
            product("Manga palmer", "Casa Verde", "kg", 8.99, BY_KG),
            product("Mamão formosa", "Casa Verde", "kg", 6.49, BY_KG),
            product("Mamão papaia", "Casa Verde", "un", 5.99),
            product("Abacaxi pérola", "Casa Verde", "un", 8.99, { preconf: 10.99 }),
            product("Melancia", "Casa Verde", "kg", 3.49, { granularidade: 0.5, minimo: 2 }),
            product("Maracujá azedo", "Casa Verde", "kg", 12.9, BY_KG),
            product("Abacate", "Casa Verde", "kg", 9.9, BY_KG),
          ],
        },
        {
          id: 304,
          descricao: "Frutas vermelhas",
          resumo: "Frutas delicadas em bandejas, colhidas na semana.",
          produtos: [
            product("Morango bandeja 250 g", "Sítio Atibaia", "un", 9.99, { preconf: 12.99 }),
            product("Mirtilo bandeja 125 g", "Sítio Atibaia", "un", 14.9),
            product("Framboesa bandeja 125 g", "Sítio Atibaia", "un", 17.9, { indisponivel: true }),
            product("Amora bandeja 125 g", "Sítio Atibaia", "un", 15.9),
          ],
        },
      ],
    },
    {
      id: 320,
      descricao: "Legumes",
      cor: "#f4a261",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 321,
          descricao: "Legumes frescos",
          resumo: "Legumes frescos de produtores da região de Campinas.",
          produtos: [
            product("Tomate italiano", "Casa Verde", "kg", 8.99, { maisVendido: true, ...BY_KG, preconf: 9.99 }),
            product("Tomate cereja bandeja 300 g", "Casa Verde", "un", 6.99),
            product("Abobrinha italiana", "Casa Verde", "kg", 6.49, BY_KG),
            product("Berinjela", "Casa Verde", "kg", 6.99, BY_KG),
            product("Pimentão verde", "Casa Verde", "kg", 9.49, BY_KG),
            product("Pimentão vermelho", "Casa Verde", "kg", 16.9, BY_KG),
            product("Pepino japonês", "Casa Verde", "kg", 7.49, BY_KG),
            product("Chuchu", "Casa Verde", "kg", 4.99, BY_KG),
            product("Vagem macarrão", "Casa Verde", "kg", 13.9, { ...BY_KG, indisponivel: true }),
          ],
        },
        {
          id: 322,
          descricao: "Raízes e tubérculos",
          resumo: "Raízes e tubérculos lavados, prontos para o preparo.",
          produtos: [
            product("Batata inglesa", "Casa Verde", "kg", 5.99, {
              maisVendido: true,
              ...BY_KG,
              atacado: { preco: 4.99, minimo: 10 },
            }),
            product("Batata-doce", "Casa Verde", "kg", 5.49, BY_KG),
            product("Cenoura", "Casa Verde", "kg", 4.99, { ...BY_KG, atacado: { preco: 4.29, minimo: 10 } }),
            product("Cebola", "Casa Verde", "kg", 5.49, { maisVendido: true, ...BY_KG, preconf: 6.49 }),
            product("Cebola roxa", "Casa Verde", "kg", 7.99, BY_KG),
            product("Alho nacional", "Casa Verde", "kg", 34.9, { ...BY_KG, maximo: 2 }),
            product("Mandioca descascada", "Casa Verde", "kg", 8.99, BY_KG),
            product("Beterraba", "Casa Verde", "kg", 5.99, BY_KG),
          ],
        },
      ],
    },
    {
      id: 340,
      descricao: "Verduras e ervas",
      cor: "#2d9a4f",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 341,
          descricao: "Folhosas",
          resumo: "Verduras folhosas colhidas de madrugada e higienizadas.",
          produtos: [
            product("Alface crespa", "Horta Campinas", "un", 3.49, { maisVendido: true }),
            product("Alface americana", "Horta Campinas", "un", 4.49),
            product("Rúcula maço", "Horta Campinas", "un", 3.99, { preconf: 4.99 }),
            product("Agrião maço", "Horta Campinas", "un", 3.99),
            product("Couve manteiga maço", "Horta Campinas", "un", 3.49),
            product("Espinafre maço", "Horta Campinas", "un", 4.99),
            product("Repolho verde", "Horta Campinas", "kg", 3.99, BY_KG),
          ],
        },
        {
          id: 342,
          descricao: "Temperos e ervas",
          resumo: "Ervas frescas e temperos para dar sabor à comida.",
          produtos: [
            product("Cheiro-verde maço", "Horta Campinas", "un", 2.99),
            product("Manjericão maço", "Horta Campinas", "un", 3.99),
            product("Hortelã maço", "Horta Campinas", "un", 3.49),
            product("Alecrim maço", "Horta Campinas", "un", 3.99),
            product("Gengibre", "Casa Verde", "kg", 19.9, BY_KG),
          ],
        },
      ],
    },
    {
      id: 360,
      descricao: "Orgânicos",
      cor: "#588157",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 361,
          descricao: "Frutas orgânicas",
          resumo: "Frutas orgânicas certificadas, sem agrotóxicos.",
          produtos: [
            product("Banana prata orgânica", "Sítio Raiz", "kg", 9.9, { ...BY_KG, tags: ["organico"] }),
            product("Maçã gala orgânica", "Sítio Raiz", "kg", 18.9, { ...BY_KG, tags: ["organico"] }),
            product("Limão tahiti orgânico", "Sítio Raiz", "kg", 8.9, { ...BY_KG, tags: ["organico"] }),
          ],
        },
        {
          id: 362,
          descricao: "Legumes e verduras orgânicos",
          resumo: "Legumes e verduras orgânicos certificados de produtores parceiros.",
          produtos: [
            product("Tomate orgânico", "Sítio Raiz", "kg", 14.9, { ...BY_KG, tags: ["organico"] }),
            product("Cenoura orgânica", "Sítio Raiz", "kg", 9.9, { ...BY_KG, tags: ["organico"], preconf: 11.9 }),
            product("Alface crespa orgânica", "Sítio Raiz", "un", 4.99, { tags: ["organico"] }),
            product("Cesta orgânica da semana", "Sítio Raiz", "un", 69.9, { tags: ["organico"], maximo: 2 }),
          ],
        },
      ],
    },
    {
      id: 380,
      descricao: "Ovos e mercearia",
      cor: "#bc6c25",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 381,
          descricao: "Ovos",
          resumo: "Ovos frescos de granja, embalados em bandejas.",
          produtos: [
            product("Ovos brancos bandeja com 12", "Granja Santa Luzia", "un", 11.9, {
              maisVendido: true,
              multiplo: 12,
              atacado: { preco: 10.9, minimo: 5 },
            }),
            product("Ovos vermelhos bandeja com 12", "Granja Santa Luzia", "un", 13.9, {
              multiplo: 12,
              atacado: { preco: 12.5, minimo: 5 },
            }),
            product("Ovos caipiras bandeja com 10", "Granja Santa Luzia", "un", 18.9, { multiplo: 10 }),
            product("Ovos brancos bandeja com 30", "Granja Santa Luzia", "cx", 26.9, { multiplo: 30, maximo: 4 }),
          ],
        },
        {
          id: 382,
          descricao: "Mel, granolas e castanhas",
          resumo: "Itens naturais para o café da manhã e o lanche.",
          produtos: [
            product("Mel de laranjeira 300 g", "Apiário Campinas", "un", 24.9, { tags: ["natural"] }),
            product("Granola tradicional 500 g", "Casa Verde", "un", 21.9, { tags: ["integral"] }),
            product("Castanha-do-pará", "Casa Verde", "kg", 119.9, {
              ...BY_KG,
              maximo: 2,
              tags: ["sem-gluten", "natural"],
            }),
            product("Amendoim torrado sem sal", "Casa Verde", "kg", 29.9, { ...BY_KG, tags: ["sem-gluten"] }),
          ],
        },
      ],
    },
  ],
};

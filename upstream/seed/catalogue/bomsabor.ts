import { type CatalogueSeed, product } from "./types";

const FINE_GROCERY = "bomsabor-mercearia";
const DAIRY = "bomsabor-frios";
const ALCOHOL = "bomsabor-bebidas-alcoolicas";

const BY_KG = { granularidade: 0.5, minimo: 0.5 } as const;
const GIFT_WRAP = 9.9;
const BOTTLE_GIFT_WRAP = 14.9;

/** Empório Bom Sabor: fine groceries, cheeses, wines and gifts for consumers. */
export const bomsaborCatalogue: CatalogueSeed = {
  codePrefix: "BSB",
  firstProductId: 2001,
  categorias: [
    {
      id: 201,
      descricao: "Mercearia fina",
      cor: "#8d6e63",
      idsegmento: FINE_GROCERY,
      subcategorias: [
        {
          id: 202,
          descricao: "Azeites e vinagres",
          resumo: "Azeites e vinagres escolhidos pelo nosso empório em pequenos produtores.",
          produtos: [
            product("Azeite extravirgem português 500 ml", "Quinta do Vale", "un", 64.9, {
              preconf: 74.9,
              embalagem: GIFT_WRAP,
              tags: ["importado"],
            }),
            product("Azeite extravirgem grego 250 ml", "Kalamata Gold", "un", 49.9, {
              embalagem: GIFT_WRAP,
              tags: ["importado"],
            }),
            product("Azeite trufado 100 ml", "Tartufi", "un", 79.9, { embalagem: GIFT_WRAP, maximo: 6 }),
            product("Aceto balsâmico de Modena 250 ml", "Modenese", "un", 42.9, { tags: ["importado"] }),
            product("Vinagre de maçã orgânico 500 ml", "Serra da Mantiqueira", "un", 18.9, { tags: ["organico"] }),
          ],
        },
        {
          id: 203,
          descricao: "Massas artesanais e molhos",
          resumo: "Massas de grano duro, de fabricação artesanal, e molhos para acompanhar.",
          produtos: [
            product("Talharim de grano duro 500 g", "Pastificio Nonna", "un", 22.9, { tags: ["importado"] }),
            product("Penne rigate de grano duro 500 g", "Pastificio Nonna", "un", 21.9, { preconf: 25.9 }),
            product("Nhoque de batata fresco 500 g", "Casa Mazzini", "un", 19.9),
            product("Molho pesto de manjericão 190 g", "Casa Mazzini", "un", 29.9, { tags: ["vegetariano"] }),
            product("Molho de tomate pelado italiano 400 g", "Pomodoro Vero", "un", 16.9),
          ],
        },
        {
          id: 204,
          descricao: "Chocolates e doces",
          resumo: "Chocolates finos e doces caseiros para presentear ou saborear.",
          produtos: [
            product("Chocolate 70% cacau 100 g", "Cacau Bahia", "un", 24.9, { embalagem: GIFT_WRAP, tags: ["vegano"] }),
            product("Chocolate ao leite com avelãs 100 g", "Cacau Bahia", "un", 22.9, {
              embalagem: GIFT_WRAP,
              preconf: 26.9,
            }),
            product("Doce de leite mineiro 400 g", "Fazenda Serrana", "un", 27.9),
            product("Goiabada cascão 500 g", "Fazenda Serrana", "un", 21.9, { tags: ["sem-gluten"] }),
            product("Trufas sortidas caixa com 12", "Cacau Bahia", "cx", 69.9, { embalagem: GIFT_WRAP, maximo: 5 }),
          ],
        },
        {
          id: 205,
          descricao: "Cafés especiais e chás",
          resumo: "Cafés de origem com pontuação especial e chás de folhas inteiras.",
          produtos: [
            product("Café especial em grãos 250 g", "Sul de Minas", "un", 44.9, { tags: ["cafe-especial"] }),
            product("Café especial moído 250 g", "Sul de Minas", "un", 42.9, {
              preconf: 48.9,
              tags: ["cafe-especial"],
            }),
            product("Café em cápsulas compatíveis com 10", "Sul de Minas", "cx", 24.9),
            product("Chá verde sencha 50 g", "Folha Nobre", "un", 32.9, { tags: ["zero-acucar", "natural"] }),
            product("Chá de hibisco com frutas vermelhas 40 g", "Folha Nobre", "un", 28.9, { indisponivel: true }),
          ],
        },
        {
          id: 206,
          descricao: "Conservas e antepastos",
          resumo: "Conservas e antepastos prontos para a tábua de frios.",
          produtos: [
            product("Azeitona verde recheada 200 g", "Quinta do Vale", "un", 19.9),
            product("Tomate seco em óleo 280 g", "Casa Mazzini", "un", 26.9),
            product("Alcachofra em conserva 280 g", "Casa Mazzini", "un", 39.9, { tags: ["importado"] }),
            product("Geleia de damasco 320 g", "Fazenda Serrana", "un", 23.9, { preconf: 27.9 }),
            product("Mel silvestre 500 g", "Apiário Flor do Campo", "un", 34.9, { tags: ["natural"] }),
          ],
        },
      ],
    },
    {
      id: 220,
      descricao: "Frios e laticínios",
      cor: "#e9a03b",
      idsegmento: DAIRY,
      subcategorias: [
        {
          id: 221,
          descricao: "Queijos",
          resumo: "Queijos nacionais e importados, cortados na hora e vendidos por quilo.",
          produtos: [
            product("Queijo parmesão curado", "Serra da Canastra", "kg", 129.9, { ...BY_KG, tags: ["sem-gluten"] }),
            product("Queijo canastra meia-cura", "Serra da Canastra", "kg", 98.9, { ...BY_KG, preconf: 109.9 }),
            product("Queijo gorgonzola", "Laticínios Alpino", "kg", 119.9, BY_KG),
            product("Queijo brie", "Laticínios Alpino", "kg", 139.9, { ...BY_KG, maximo: 3 }),
            product("Queijo minas frescal", "Fazenda Serrana", "kg", 49.9, { ...BY_KG, tags: ["sem-gluten"] }),
            product("Queijo gouda holandês", "Hollandse Kaas", "kg", 159.9, { ...BY_KG, tags: ["importado"] }),
          ],
        },
        {
          id: 222,
          descricao: "Embutidos e defumados",
          resumo: "Embutidos curados e defumados fatiados na hora.",
          produtos: [
            product("Presunto cru tipo parma", "Salumeria Bianchi", "kg", 289.9, { ...BY_KG, tags: ["importado"] }),
            product("Salame italiano", "Salumeria Bianchi", "kg", 119.9, BY_KG),
            product("Copa lombo defumada", "Salumeria Bianchi", "kg", 149.9, { ...BY_KG, preconf: 169.9 }),
            product("Peito de peru defumado", "Granja Boa Vista", "kg", 89.9, BY_KG),
            product("Mortadela com pistache", "Salumeria Bianchi", "kg", 69.9, { ...BY_KG, indisponivel: true }),
          ],
        },
        {
          id: 223,
          descricao: "Manteigas e iogurtes",
          resumo: "Laticínios de pequenos produtores, mantidos sob refrigeração.",
          produtos: [
            product("Manteiga de garrafa 500 ml", "Fazenda Serrana", "un", 39.9),
            product("Manteiga com sal 200 g", "Laticínios Alpino", "un", 17.9),
            product("Iogurte natural integral 500 g", "Laticínios Alpino", "un", 14.9, { tags: ["sem-gluten"] }),
            product("Coalhada seca 300 g", "Laticínios Alpino", "un", 21.9),
          ],
        },
      ],
    },
    {
      id: 240,
      descricao: "Vinhos e espumantes",
      cor: "#7b2d26",
      idsegmento: ALCOHOL,
      subcategorias: [
        {
          id: 241,
          descricao: "Vinhos tintos",
          resumo: "Vinhos tintos de boas safras, escolhidos pelo nosso sommelier.",
          produtos: [
            product("Vinho tinto Malbec 750 ml", "Bodega Los Andes", "un", 89.9, {
              preconf: 109.9,
              embalagem: BOTTLE_GIFT_WRAP,
              tags: ["importado"],
            }),
            product("Vinho tinto Cabernet Sauvignon 750 ml", "Viña del Sur", "un", 74.9, {
              embalagem: BOTTLE_GIFT_WRAP,
            }),
            product("Vinho tinto Tempranillo 750 ml", "Rioja Real", "un", 129.9, {
              embalagem: BOTTLE_GIFT_WRAP,
              maximo: 12,
            }),
            product("Vinho tinto Merlot da Serra Gaúcha 750 ml", "Vale dos Vinhedos", "un", 69.9, {
              embalagem: BOTTLE_GIFT_WRAP,
            }),
            product("Vinho tinto Touriga Nacional 750 ml", "Quinta do Vale", "un", 99.9, {
              embalagem: BOTTLE_GIFT_WRAP,
            }),
          ],
        },
        {
          id: 242,
          descricao: "Vinhos brancos e rosés",
          resumo: "Brancos e rosés frescos, ótimos para acompanhar peixes e saladas.",
          produtos: [
            product("Vinho branco Sauvignon Blanc 750 ml", "Viña del Sur", "un", 72.9, { embalagem: BOTTLE_GIFT_WRAP }),
            product("Vinho branco Chardonnay 750 ml", "Vale dos Vinhedos", "un", 79.9, {
              embalagem: BOTTLE_GIFT_WRAP,
              preconf: 89.9,
            }),
            product("Vinho verde 750 ml", "Quinta do Vale", "un", 64.9, { embalagem: BOTTLE_GIFT_WRAP }),
            product("Vinho rosé provençal 750 ml", "Côte Douce", "un", 119.9, {
              embalagem: BOTTLE_GIFT_WRAP,
              tags: ["importado"],
            }),
          ],
        },
        {
          id: 243,
          descricao: "Espumantes",
          resumo: "Espumantes para brindar, do brut ao moscatel.",
          produtos: [
            product("Espumante brut 750 ml", "Vale dos Vinhedos", "un", 79.9, {
              embalagem: BOTTLE_GIFT_WRAP,
              preconf: 94.9,
            }),
            product("Espumante moscatel 750 ml", "Vale dos Vinhedos", "un", 62.9, { embalagem: BOTTLE_GIFT_WRAP }),
            product("Prosecco DOC 750 ml", "Villa Veneta", "un", 99.9, {
              embalagem: BOTTLE_GIFT_WRAP,
              tags: ["importado"],
            }),
            product("Champagne brut 750 ml", "Maison Lumière", "un", 399.9, {
              embalagem: BOTTLE_GIFT_WRAP,
              maximo: 6,
              indisponivel: true,
            }),
          ],
        },
      ],
    },
    {
      id: 260,
      descricao: "Cervejas e destilados",
      cor: "#c9a227",
      idsegmento: ALCOHOL,
      subcategorias: [
        {
          id: 261,
          descricao: "Cervejas artesanais",
          resumo: "Cervejas de microcervejarias brasileiras.",
          produtos: [
            product("Cerveja IPA 500 ml", "Cervejaria Mantiqueira", "un", 24.9),
            product("Cerveja weiss 500 ml", "Cervejaria Mantiqueira", "un", 22.9, { preconf: 26.9 }),
            product("Cerveja stout 355 ml", "Lupulus Paulista", "un", 19.9),
            product("Kit degustação com 4 cervejas", "Lupulus Paulista", "cx", 89.9, { embalagem: GIFT_WRAP }),
          ],
        },
        {
          id: 262,
          descricao: "Destilados",
          resumo: "Cachaças envelhecidas, gins e licores para coquetéis.",
          produtos: [
            product("Cachaça envelhecida em carvalho 700 ml", "Alambique Serrano", "un", 89.9, {
              embalagem: BOTTLE_GIFT_WRAP,
            }),
            product("Gin London Dry 750 ml", "Botânica", "un", 139.9, { embalagem: BOTTLE_GIFT_WRAP }),
            product("Licor de jabuticaba 500 ml", "Alambique Serrano", "un", 54.9),
          ],
        },
      ],
    },
    {
      id: 280,
      descricao: "Cestas e presentes",
      cor: "#6a994e",
      idsegmento: FINE_GROCERY,
      subcategorias: [
        {
          id: 281,
          descricao: "Cestas de presente",
          resumo: "Cestas montadas pelo empório, entregues com cartão.",
          produtos: [
            product("Cesta café da manhã", "Empório Bom Sabor", "un", 189.9, { embalagem: GIFT_WRAP, maximo: 3 }),
            product("Cesta de queijos e geleias", "Empório Bom Sabor", "un", 329.9, {
              embalagem: GIFT_WRAP,
              maximo: 3,
            }),
            product("Caixa de chocolates artesanais", "Empório Bom Sabor", "un", 119.9, {
              embalagem: GIFT_WRAP,
              preconf: 139.9,
            }),
          ],
        },
      ],
    },
  ],
};

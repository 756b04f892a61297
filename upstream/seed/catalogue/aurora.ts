import { type CatalogueSeed, product } from "./types";

const SEGMENT = "aurora-atacado";

/** Distribuidora Aurora: wholesale groceries, drinks, cleaning and hygiene, sold by box and bundle. */
export const auroraCatalogue: CatalogueSeed = {
  codePrefix: "AUR",
  firstProductId: 1001,
  categorias: [
    {
      id: 101,
      descricao: "Mercearia",
      cor: "#b5651d",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 102,
          descricao: "Arroz, feijão e grãos",
          resumo: "Grãos selecionados, limpos e de cozimento uniforme para cozinhas profissionais.",
          produtos: [
            product("Arroz branco tipo 1 5 kg", "Vale Dourado", "fd", 159.9, {
              setores: ["Mercearia seca", "Paletes de grãos"],
              maisVendido: true,
              tags: ["sem-gluten"],
              multiplo: 6,
              atacado: { preco: 149.9, minimo: 60 },
              progressivo: { 5: 155.9, 10: 151.9 },
            }),
            product("Arroz parboilizado tipo 1 5 kg", "Vale Dourado", "fd", 164.9, {
              multiplo: 6,
              preconf: 179.9,
              tags: ["sem-gluten"],
            }),
            product("Feijão carioca tipo 1 1 kg", "Sítio Bom", "fd", 79.9, {
              maisVendido: true,
              tags: ["sem-gluten"],
              multiplo: 10,
              atacado: { preco: 74.9, minimo: 100 },
            }),
            product("Feijão preto tipo 1 1 kg", "Sítio Bom", "fd", 84.9, { multiplo: 10, tags: ["sem-gluten"] }),
            product("Lentilha 500 g", "Grão Nobre", "cx", 118.8, { multiplo: 12, tags: ["sem-gluten"] }),
            product("Grão-de-bico 500 g", "Grão Nobre", "cx", 142.8, {
              multiplo: 12,
              indisponivel: true,
              tags: ["sem-gluten"],
            }),
          ],
        },
        {
          id: 103,
          descricao: "Massas e molhos",
          resumo: "Massas de sêmola e molhos prontos com bom rendimento.",
          produtos: [
            product("Espaguete de sêmola 500 g", "Bella Pasta", "fd", 89.9, {
              multiplo: 20,
              progressivo: { 10: 86.9, 30: 83.9 },
            }),
            product("Parafuso de sêmola 500 g", "Bella Pasta", "fd", 89.9, { multiplo: 20 }),
            product("Macarrão instantâneo sabor galinha 85 g", "Prático", "cx", 52.9, { multiplo: 50, preconf: 58.9 }),
            product("Molho de tomate tradicional 340 g", "Dona Clara", "cx", 71.76, { multiplo: 24 }),
            product("Extrato de tomate 1,7 kg", "Dona Clara", "un", 24.9, {
              maximo: 48,
              progressivo: { 10: 23.9, 50: 22.5 },
            }),
          ],
        },
        {
          id: 104,
          descricao: "Óleos, azeites e vinagres",
          resumo: "Óleos para fritura e finalização, em embalagens econômicas.",
          produtos: [
            product("Óleo de soja 900 ml", "Serra Azul", "cx", 159.8, {
              maisVendido: true,
              multiplo: 20,
              atacado: { preco: 152.0, minimo: 100 },
              preconf: 169.9,
            }),
            product("Óleo de soja 18 L", "Serra Azul", "un", 189.9, { maximo: 10 }),
            product("Azeite de oliva extravirgem 500 ml", "Oliveto", "cx", 359.4, {
              multiplo: 12,
              tags: ["importado"],
            }),
            product("Vinagre de álcool 750 ml", "Dona Clara", "cx", 35.88, { multiplo: 12 }),
          ],
        },
        {
          id: 105,
          descricao: "Café, chás e achocolatados",
          resumo: "Cafés torrados e moídos e bebidas em pó para o dia a dia do comércio.",
          produtos: [
            product("Café torrado e moído tradicional 500 g", "Grão do Cerrado", "fd", 199.0, {
              maisVendido: true,
              multiplo: 10,
              progressivo: { 5: 192.0, 15: 185.0 },
              preconf: 219.0,
              tags: ["semana-do-cafe"],
            }),
            product("Café torrado e moído extraforte 500 g", "Grão do Cerrado", "fd", 205.0, {
              multiplo: 10,
              tags: ["semana-do-cafe"],
            }),
            product("Achocolatado em pó 400 g", "Chocobom", "cx", 138.0, { multiplo: 24 }),
            product("Chá de camomila 15 sachês", "Campo Verde", "cx", 48.0, {
              multiplo: 12,
              tags: ["natural", "zero-acucar"],
            }),
          ],
        },
        {
          id: 106,
          descricao: "Açúcar, farinhas e fermentos",
          resumo: "Insumos básicos de panificação e confeitaria.",
          produtos: [
            product("Açúcar refinado 1 kg", "Doce Lar", "fd", 54.9, {
              maisVendido: true,
              tags: ["semana-do-cafe"],
              multiplo: 10,
              atacado: { preco: 51.9, minimo: 100 },
            }),
            product("Açúcar cristal 5 kg", "Doce Lar", "fd", 142.0, { multiplo: 6 }),
            product("Farinha de trigo tipo 1 1 kg", "Moinho Paulista", "fd", 52.9, { multiplo: 10 }),
            product("Fermento químico em pó 100 g", "Cresce Bem", "cx", 57.6, { multiplo: 24 }),
          ],
        },
      ],
    },
    {
      id: 120,
      descricao: "Bebidas",
      cor: "#1f6fb2",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 121,
          descricao: "Refrigerantes",
          resumo: "Refrigerantes em garrafa PET e lata, para revenda gelada.",
          produtos: [
            product("Refrigerante de cola 2 L", "Refrescante", "fd", 53.94, {
              maisVendido: true,
              multiplo: 6,
              progressivo: { 10: 51.9, 30: 49.9 },
              preconf: 59.94,
            }),
            product("Refrigerante de guaraná 2 L", "Refrescante", "fd", 47.94, { multiplo: 6 }),
            product("Refrigerante de laranja lata 350 ml", "Refrescante", "fd", 41.88, { multiplo: 12 }),
            product("Refrigerante de cola zero açúcar lata 350 ml", "Refrescante", "fd", 45.48, {
              multiplo: 12,
              tags: ["zero-acucar"],
            }),
          ],
        },
        {
          id: 122,
          descricao: "Sucos e néctares",
          resumo: "Sucos prontos e néctares de fruta com longa validade.",
          produtos: [
            product("Néctar de uva 1 L", "Tropical Sul", "cx", 71.88, { multiplo: 12 }),
            product("Néctar de pêssego 1 L", "Tropical Sul", "cx", 69.48, { multiplo: 12 }),
            product("Suco integral de laranja 1 L", "Pomar Paulista", "cx", 131.88, {
              multiplo: 12,
              tags: ["integral"],
            }),
            product("Suco em pó sabor maracujá 25 g", "Tropical Sul", "cx", 28.8, { multiplo: 30, preconf: 33.0 }),
          ],
        },
        {
          id: 123,
          descricao: "Águas",
          resumo: "Águas minerais com e sem gás, de fonte nacional.",
          produtos: [
            product("Água mineral sem gás 500 ml", "Fonte Clara", "fd", 14.28, {
              maisVendido: true,
              multiplo: 12,
              atacado: { preco: 12.9, minimo: 240 },
            }),
            product("Água mineral com gás 500 ml", "Fonte Clara", "fd", 19.08, { multiplo: 12 }),
            product("Água mineral sem gás 1,5 L", "Fonte Clara", "fd", 17.94, { multiplo: 6, tags: ["zero-acucar"] }),
            product("Água de coco 1 L", "Coco Bom", "cx", 107.88, { multiplo: 12 }),
            // Ice is not carried on the delivery trucks: picked up at the store only (tipoentrega).
            product("Gelo em cubos 5 kg", "Zero Grau", "un", 12.9, {
              id: 1090,
              tipoEntrega: "RETIRADA",
              maisVendido: true,
              maximo: 40,
              setores: ["Câmara fria", "Retirada no balcão"],
            }),
          ],
        },
        {
          id: 124,
          descricao: "Cervejas",
          resumo: "Cervejas em lata e long neck para bares e restaurantes.",
          produtos: [
            product("Cerveja pilsen lata 350 ml", "Lupulina", "cx", 39.48, {
              setores: ["Câmara fria"],
              maisVendido: true,
              multiplo: 12,
              progressivo: { 20: 37.9, 50: 36.5 },
            }),
            product("Cerveja puro malte lata 350 ml", "Lupulina", "cx", 47.88, { multiplo: 12, preconf: 52.8 }),
            product("Cerveja puro malte long neck 330 ml", "Lupulina", "cx", 71.76, { multiplo: 24 }),
            product("Cerveja sem álcool lata 350 ml", "Lupulina", "cx", 45.48, { multiplo: 12, indisponivel: true }),
          ],
        },
      ],
    },
    {
      id: 140,
      descricao: "Limpeza",
      cor: "#2a9d8f",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 141,
          descricao: "Lavanderia",
          resumo: "Produtos para lavar e amaciar roupas com eficiência.",
          produtos: [
            product("Sabão em pó 1,6 kg", "Brilho Max", "cx", 179.4, { multiplo: 10, preconf: 199.0 }),
            product("Sabão líquido para roupas 3 L", "Brilho Max", "cx", 203.6, { multiplo: 4 }),
            product("Amaciante concentrado 1 L", "Lavanda Fresca", "cx", 155.88, { multiplo: 12 }),
            product("Alvejante sem cloro 2 L", "Lavanda Fresca", "cx", 95.88, { multiplo: 6 }),
          ],
        },
        {
          id: 142,
          descricao: "Cozinha",
          resumo: "Detergentes, esponjas e desengordurantes para a cozinha profissional.",
          produtos: [
            product("Detergente líquido neutro 500 ml", "Clarin", "cx", 52.8, {
              maisVendido: true,
              multiplo: 24,
              atacado: { preco: 48.9, minimo: 240 },
              progressivo: { 10: 50.9 },
            }),
            product("Esponja dupla face", "Clarin", "fd", 34.9, { multiplo: 40 }),
            product("Desengordurante 500 ml", "Clarin", "cx", 118.8, { multiplo: 12 }),
            product("Lã de aço 60 g com 8 unidades", "Brilho Max", "fd", 64.8, { multiplo: 14 }),
          ],
        },
        {
          id: 143,
          descricao: "Limpeza geral",
          resumo: "Limpeza e desinfecção de pisos, banheiros e áreas comuns.",
          produtos: [
            product("Água sanitária 2 L", "Clarin", "cx", 47.4, { multiplo: 6 }),
            product("Desinfetante lavanda 2 L", "Lavanda Fresca", "cx", 59.4, { multiplo: 6, preconf: 65.9 }),
            product("Limpador multiuso 500 ml", "Clarin", "cx", 69.6, { multiplo: 24 }),
            product("Saco de lixo 100 L com 100 unidades", "EcoPack", "un", 69.9, { maximo: 30 }),
            product("Pano de chão alvejado", "Clarin", "fd", 59.0, { multiplo: 10 }),
          ],
        },
      ],
    },
    {
      id: 160,
      descricao: "Higiene e perfumaria",
      cor: "#8e44ad",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 161,
          descricao: "Higiene bucal",
          resumo: "Cremes dentais e escovas para revenda no varejo.",
          produtos: [
            product("Creme dental menta 90 g", "Sorriso Branco", "cx", 86.4, { multiplo: 24 }),
            product("Escova dental macia", "Sorriso Branco", "cx", 59.4, { multiplo: 12 }),
            product("Enxaguante bucal 500 ml", "Sorriso Branco", "cx", 131.4, { multiplo: 6, preconf: 149.4 }),
          ],
        },
        {
          id: 162,
          descricao: "Banho e cabelos",
          resumo: "Sabonetes, xampus e condicionadores de marcas de giro rápido.",
          produtos: [
            product("Sabonete em barra erva-doce 85 g", "Pétala", "cx", 162.0, {
              multiplo: 72,
              progressivo: { 5: 156.0, 10: 149.0 },
            }),
            product("Xampu para todos os cabelos 350 ml", "Suavitá", "cx", 167.4, { multiplo: 12 }),
            product("Condicionador hidratação 350 ml", "Suavitá", "cx", 179.4, { multiplo: 12 }),
            product("Desodorante aerossol 150 ml", "Suavitá", "cx", 149.4, { multiplo: 12, indisponivel: true }),
          ],
        },
        {
          id: 163,
          descricao: "Papéis",
          resumo: "Papéis higiênicos, toalhas e guardanapos em fardos.",
          produtos: [
            product("Papel higiênico folha dupla 30 m com 12 rolos", "Pétala", "fd", 89.9, {
              maisVendido: true,
              multiplo: 4,
              atacado: { preco: 84.9, minimo: 40 },
            }),
            product("Papel toalha interfolhado 1000 folhas", "Pétala", "fd", 42.9),
            product("Guardanapo de papel 33 x 33 cm", "Pétala", "fd", 79.9, { multiplo: 24 }),
          ],
        },
      ],
    },
    {
      id: 180,
      descricao: "Descartáveis",
      cor: "#e76f51",
      idsegmento: SEGMENT,
      subcategorias: [
        {
          id: 181,
          descricao: "Copos e pratos",
          resumo: "Descartáveis para lanchonetes, eventos e delivery.",
          produtos: [
            product("Copo descartável 200 ml com 100 unidades", "Descarta Fácil", "cx", 149.0, {
              multiplo: 25,
              tags: ["semana-do-cafe"],
            }),
            product("Prato descartável 21 cm com 10 unidades", "Descarta Fácil", "fd", 64.0, { multiplo: 40 }),
            product("Talher descartável kit garfo e faca", "Descarta Fácil", "cx", 89.0, { multiplo: 500, maximo: 20 }),
          ],
        },
        {
          id: 182,
          descricao: "Embalagens para delivery",
          resumo: "Embalagens térmicas e sacolas para entrega de refeições.",
          produtos: [
            product("Marmitex de alumínio 750 ml com 100 unidades", "EcoPack", "cx", 119.0, { preconf: 132.0 }),
            product("Pote plástico com tampa 500 ml", "EcoPack", "cx", 99.0, { multiplo: 100 }),
            product("Sacola kraft média", "EcoPack", "fd", 129.0, { multiplo: 250, tags: ["reciclavel"] }),
            product("Filme PVC 28 cm x 300 m", "EcoPack", "un", 54.9, { minimo: 2 }),
          ],
        },
      ],
    },
  ],
};

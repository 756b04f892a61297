// Calls 14–25: the catalogue, as a guest sees it (call 25, the availability alerts, with the session).
import type { AvailabilityAlertBody, RecommendationFeedback } from "~/models/requests/shopper-signals";
import type { AnalyticsLog } from "~/models/requests/analytics-log";
import { at, list, text } from "../json";
import { productsOf } from "./supplier";
import { NO_SUPPLIER, app, enc, firstProduct, session, supplierId, type Prepared, type State, type Step } from "./step";

const needSupplier = (state: State) => (state.supplier ? undefined : NO_SUPPLIER);

const NO_PRODUCT = "no product in the answers of calls 11 and 14";

/** A word of a product's name to search with (calls 15 and 16). */
function searchWord(state: State): string | undefined {
  for (const product of state.products) {
    const word = product.nome.split(/[^\p{L}\p{N}]+/u).find((part) => part.length >= 3 && /\p{L}/u.test(part));
    if (word) return word.toLowerCase();
  }
  return undefined;
}

/** A value the document gives as an example, for a step no earlier answer could feed: a 404 then means "not exercised". */
function fromExample(
  state: State,
  call: number,
  name: string,
  missing: string,
  build: (value: string) => Prepared,
): Prepared | string {
  const value = state.document.example(call, name);
  if (!value) return `${missing}, and the document gives no example of ${name}`;
  return {
    ...build(value),
    exampleFallback: `${missing}; the document's example ${name} ${value} is unknown to this server (404)`,
  };
}

export const catalogueSteps: Step[] = [
  {
    call: 14,
    method: "GET",
    path: "/v2/app/{apptoken}/listaprodutos/{idcliente|anonimo}",
    title: "Product listing (a category)",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `${app(state)}/listaprodutos/anonimo`,
        query: { fornec: supplierId(state), categ: state.categoryId, page: 1, limit: 20, tipoentrega: "DELIVERY" },
      },
    harvest: (state, data) => productsOf(state, list(at(data, "produtos"))),
  },
  {
    call: 14,
    method: "GET",
    path: "/v2/app/{apptoken}/listaprodutos/{idcliente|anonimo}",
    title: "Product listing (a category, for delivery and for pickup: `tipoentrega`)",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `${app(state)}/listaprodutos/anonimo`,
        query: { fornec: supplierId(state), categ: state.categoryId, page: 1, limit: 20, tipoentrega: "RETIRADA" },
      },
  },
  {
    call: 14,
    method: "GET",
    path: "/v2/app/{apptoken}/listaprodutos/{idcliente|anonimo}",
    title: "Product listing (a delivery type that is neither DELIVERY nor RETIRADA: 400)",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `${app(state)}/listaprodutos/anonimo`,
        query: { fornec: supplierId(state), page: 1, limit: 1, tipoentrega: "COLETA" },
        expect: [400],
      },
  },
  {
    call: 14,
    method: "GET",
    path: "/v1/app/{apptoken}/listaprodutosf/{idcliente|anonimo}",
    title: "Product listing (the whole catalogue, under its other name)",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `/v1/app/${enc(state.options.appToken)}/listaprodutosf/anonimo`,
        query: { fornec: supplierId(state), page: 1, limit: 100 },
      },
    harvest: (state, data) => productsOf(state, list(at(data, "produtos"))),
  },
  {
    call: 15,
    method: "GET",
    path: "/v2/app/token/listaprodutos/full-text/pesquisar",
    title: "Full-text search",
    prepare: (state) => {
      const word = searchWord(state);
      return (
        needSupplier(state) ??
        (word
          ? {
              path: "/v2/app/token/listaprodutos/full-text/pesquisar",
              query: { idfornecedor: supplierId(state), query: word },
            }
          : NO_PRODUCT)
      );
    },
  },
  {
    call: 16,
    method: "GET",
    path: "/v4/produto/sugestoes/{idfornecedor}",
    title: "Search suggestions",
    prepare: (state) => {
      const word = searchWord(state);
      return (
        needSupplier(state) ??
        (word ? { path: `/v4/produto/sugestoes/${enc(supplierId(state))}`, query: { query: word } } : NO_PRODUCT)
      );
    },
  },
  {
    call: 17,
    method: "GET",
    path: "/v2/app/{apptoken}/fornecedor/{idfornecedor}/produto/{id}",
    title: "One product",
    prepare: (state) => {
      const product = firstProduct(state);
      return (
        needSupplier(state) ??
        (product
          ? {
              path: `${app(state)}/fornecedor/${enc(supplierId(state))}/produto/${enc(product.id)}`,
              query: { tipoEntrega: "DELIVERY" },
            }
          : NO_PRODUCT)
      );
    },
    harvest(state, data) {
      productsOf(state, list(at(data, "similares")));
      state.comboId ??= text(at(data, "idcombopromocional_cabecalho"));
    },
  },
  {
    call: 17,
    method: "GET",
    path: "/v2/app/setores-produto/obter-setor/{idfornecedor}/{idproduto}",
    title: "One product (its sectors)",
    prepare: (state) => {
      const product = firstProduct(state);
      return (
        needSupplier(state) ??
        (product
          ? { path: `/v2/app/setores-produto/obter-setor/${enc(supplierId(state))}/${enc(product.id)}` }
          : NO_PRODUCT)
      );
    },
  },
  {
    call: 19,
    method: "GET",
    path: "/v4/tag-pesquisa/{idfornecedor}/lista",
    title: "Search filters (the whole catalogue)",
    prepare: (state) => needSupplier(state) ?? { path: `/v4/tag-pesquisa/${enc(supplierId(state))}/lista` },
    harvest(state, data) {
      state.tagId ??= text(at(list(at(list(data)[0], "tags"))[0], "idtag"));
    },
  },
  {
    call: 20,
    method: "GET",
    path: "/v4/tag-pesquisa/{idfornecedor}/filtros-produto/{idproduto}",
    title: "A product's filters",
    prepare: (state) => {
      const product = firstProduct(state);
      return (
        needSupplier(state) ??
        (product
          ? { path: `/v4/tag-pesquisa/${enc(supplierId(state))}/filtros-produto/${enc(product.id)}` }
          : NO_PRODUCT)
      );
    },
    harvest(state, data) {
      state.tagId ??= text(at(list(at(list(data)[0], "tags"))[0], "idtag"));
    },
  },
  {
    call: 18,
    method: "GET",
    path: "/v2/app/fornecedor/{idfornecedor}/produto-by-tags",
    title: "Products by tags",
    prepare: (state) =>
      needSupplier(state) ??
      (state.tagId
        ? { path: `/v2/app/fornecedor/${enc(supplierId(state))}/produto-by-tags`, query: { tagsPesquisa: state.tagId } }
        : "no search tag in the answers of calls 19 and 20"),
  },
  {
    call: 21,
    method: "GET",
    path: "/v4/link-acao/{idfornecedor}/{idlink}",
    title: "Campaign links",
    prepare(state) {
      const missing = needSupplier(state);
      if (missing) return missing;
      const found = state.links.map((links) => /\/acao\/(\d{1,15})\b/.exec(links)?.[1]).find((id) => id);
      const build = (id: string): Prepared => ({ path: `/v4/link-acao/${enc(supplierId(state))}/${enc(id)}` });
      return found
        ? build(found)
        : fromExample(
            state,
            21,
            "idlink",
            "no campaign link (/acao/{id}) in the menus, footer or banners (calls 1, 4, 5, 11)",
            build,
          );
    },
  },
  {
    call: 22,
    method: "GET",
    path: "/v4/promotional-combo-all/{idfornecedor}",
    title: "Promotional combos (the supplier's)",
    prepare: (state) => needSupplier(state) ?? { path: `/v4/promotional-combo-all/${enc(supplierId(state))}` },
    harvest(state, data) {
      state.comboId ??= text(at(list(data)[0], "idcombo"));
    },
  },
  {
    call: 22,
    method: "GET",
    path: "/v4/promotional-combo-client/{idfornecedor}/{idcliente}",
    title: "Promotional combos (a guest's)",
    prepare: (state) =>
      needSupplier(state) ?? { path: `/v4/promotional-combo-client/${enc(supplierId(state))}/anonimo` },
    harvest(state, data) {
      state.comboId ??= text(at(list(data)[0], "idcombo"));
    },
  },
  {
    call: 22,
    method: "GET",
    path: "/v4/promotional-combo/{idcombo}/",
    title: "Promotional combos (one combo)",
    prepare(state) {
      const build = (id: string): Prepared => ({
        path: `/v4/promotional-combo/${enc(id)}/`,
        query: { tipoEntrega: "DELIVERY" },
      });
      return state.comboId
        ? build(state.comboId)
        : fromExample(state, 22, "idcombo", "no combo in the answers of calls 17 and 22's lists", build);
    },
  },
  {
    call: 23,
    method: "GET",
    path: "/v4/pagina-estatica/{idfornecedor}/listar",
    title: "Static pages (the list)",
    prepare: (state) => needSupplier(state) ?? { path: `/v4/pagina-estatica/${enc(supplierId(state))}/listar` },
    harvest(state, data) {
      const pages = list(data);
      const shown =
        pages.find((page) => at(page, "em_revisao") !== true && list(at(page, "tags")).includes("WEB")) ??
        pages.find((page) => at(page, "em_revisao") !== true);
      state.pageSlug = text(at(shown, "slug"));
    },
  },
  {
    call: 23,
    method: "GET",
    path: "/v4/pagina-estatica/{idfornecedor}/slug/{slug}",
    title: "Static pages (one page)",
    prepare: (state) =>
      needSupplier(state) ??
      (state.pageSlug
        ? { path: `/v4/pagina-estatica/${enc(supplierId(state))}/slug/${enc(state.pageSlug)}` }
        : "call 23's list holds no page that is not under review"),
  },
  {
    call: 24,
    method: "GET",
    path: "/v4/sugestao/produtos/{idfornecedor}/{idcliente|anonimo}",
    title: "Recommendations (a guest's cart)",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `/v4/sugestao/produtos/${enc(supplierId(state))}/anonimo`,
        query: { visao: "CART" },
      },
    harvest(state, data) {
      const item = text(at(list(at(data, "produtos"))[0], "id")) ?? firstProduct(state)?.id;
      const sessao = text(at(data, "sessao_id")) ?? crypto.randomUUID();
      if (item) state.recommendation = { sessao, item };
    },
  },
  {
    call: 24,
    method: "POST",
    path: "/v4/sugestao/feedback",
    title: "Recommendations (feedback)",
    prepare: (state) =>
      state.recommendation
        ? {
            path: "/v4/sugestao/feedback",
            json: {
              acao: "CLICK",
              visao: "CART",
              item_id: state.recommendation.item,
              sessao_id: state.recommendation.sessao,
            } satisfies RecommendationFeedback,
          }
        : "no product to give feedback on (call 24 and the listing answered none)",
  },
  {
    call: 89,
    method: "POST",
    path: "/v4/log/google-analytics/{idfornecedor}",
    title: "Analytics log (a purchase)",
    prepare(state) {
      const product = firstProduct(state);
      if (!state.supplier) return NO_SUPPLIER;
      if (!product) return NO_PRODUCT;
      return {
        path: `/v4/log/google-analytics/${enc(supplierId(state))}`,
        json: {
          measurement_id: "G-K1TC0NF0RM",
          event: "purchase",
          currency: "BRL",
          transaction_id: "kit-1",
          value: 10,
          items: [{ item_id: product.id, item_name: product.nome, price: 5, quantity: 2 }],
        } satisfies AnalyticsLog,
      };
    },
  },
];

/**
 * The catalogue calls that need the customer's session: call 22's client list for the customer (their own
 * combos with the general ones), and call 25: asked and withdrawn (the alert the kit asks for goes
 * again), and the optional list.
 */
export const alertSteps: Step[] = [
  {
    call: 22,
    method: "GET",
    path: "/v4/promotional-combo-client/{idfornecedor}/{idcliente}",
    title: "Promotional combos (the customer's)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `/v4/promotional-combo-client/${enc(supplierId(state))}/${enc(who.idcliente)}`,
        token: who.token,
      };
    },
  },
  {
    call: 25,
    method: "GET",
    path: "/v4/notificacao/alerta-disponibilidade/{idfornecedor}/{idcliente}",
    title: "Availability alerts (the list)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      return {
        path: `/v4/notificacao/alerta-disponibilidade/${enc(supplierId(state))}/${enc(who.idcliente)}`,
        token: who.token,
      };
    },
  },
  ...(["", "/remove"] as const).map((suffix): Step => ({
    call: 25,
    method: "POST",
    path: `/v4/notificacao/alerta-disponibilidade${suffix}`,
    title: suffix ? "Availability alerts (withdraw)" : "Availability alerts (ask)",
    prepare(state) {
      const who = session(state);
      if (typeof who === "string") return who;
      const product = state.unavailable ?? firstProduct(state);
      if (!product) return NO_PRODUCT;
      return {
        path: `/v4/notificacao/alerta-disponibilidade${suffix}`,
        token: who.token,
        json: {
          idcliente: who.idcliente,
          idfornecedor: supplierId(state),
          idproduto: product.id,
          idcadastroextraproduto: null,
        } satisfies AvailabilityAlertBody,
      };
    },
  })),
];

// Calls 1–13: the supplier and its storefront's configuration, as a guest sees them.
import { at, list, num, text } from "../json";
import { NO_SUPPLIER, app, enc, supplierId, type State, type Step } from "./step";

const needSupplier = (state: State) => (state.supplier ? undefined : NO_SUPPLIER);

/** An image path relative to the image host (call 12), not an absolute URL. */
const relativeImage = (value: unknown) => {
  const path = text(value);
  return path && !/^[a-z][a-z0-9+.-]*:/i.test(path) ? path.replace(/^\/+/, "").replace(/^imagens\//, "") : undefined;
};

export function productsOf(state: State, items: unknown[]): void {
  for (const item of items) {
    const id = text(at(item, "id"));
    if (!id || state.products.some((product) => product.id === id)) continue;
    const product = {
      id,
      codigo: text(at(item, "codigo")),
      nome: text(at(item, "nome")) ?? "",
      preco: num(at(item, "preco")),
      min: num(at(item, "min_por_pedido")) ?? 1,
      step: num(at(item, "granularidade")) ?? 1,
      max: num(at(item, "maxporpedido")),
      disponivel: at(item, "disponivel") !== false,
      imagem: relativeImage(at(item, "imagem")),
    };
    state.products.push(product);
    if (!product.disponivel) state.unavailable ??= product;
    state.imagePath ??= product.imagem;
  }
}

export const supplierSteps: Step[] = [
  {
    call: 13,
    method: "GET",
    path: "/healthz",
    title: "Health",
    prepare: () => ({ path: "/healthz" }),
  },
  {
    call: 2,
    method: "GET",
    path: "/v2/app/{apptoken}/fornecedor",
    title: "Supplier search (every supplier)",
    prepare: (state) => ({ path: `${app(state)}/fornecedor` }),
    harvest(state, data) {
      if (state.options.supplier) return;
      const first = list(data)[0];
      const id = text(at(first, "idfornecedor"));
      if (id) state.supplier = { id, slug: text(at(first, "slug")), tags: [], segments: [] };
    },
  },
  {
    call: 1,
    method: "GET",
    path: "/v2/app/{apptoken}/configuracao/fornecedor",
    title: "Supplier configuration",
    prepare: (state) => {
      const key = state.options.supplier ?? state.supplier?.id;
      return key
        ? { path: `${app(state)}/configuracao/fornecedor`, query: { idfornecedor: key } }
        : "no supplier given (--supplier) and call 2 listed none";
    },
    harvest(state, data) {
      const id = text(at(data, "idfornecedor"));
      if (!id) return;
      state.supplier = {
        id,
        slug: text(at(data, "slug")),
        tags: list(at(data, "tag")).filter((tag): tag is string => typeof tag === "string"),
        segments: list(at(data, "segmentos"))
          .map((segment) => text(at(segment, "idsegmento")))
          .filter((segment): segment is string => !!segment),
      };
      state.adultsSegment = text(
        at(
          list(at(data, "segmentos")).find((segment) => at(segment, "requer_maioridade") === true),
          "idsegmento",
        ),
      );
      state.links.push(JSON.stringify(at(data, "config", "menu") ?? []));
      state.imagePath ??= relativeImage(at(data, "config", "seo", "favicon"));
      const lat = num(at(data, "meta_info", "default_store", "latitude"));
      const lng = num(at(data, "meta_info", "default_store", "longitude"));
      if (lat !== undefined && lng !== undefined)
        state.store ??= { lat, lng, description: text(at(data, "meta_info", "descricao_endereco_loja")) };
    },
  },
  {
    call: 3,
    method: "GET",
    path: "/v2/app/{apptoken}/fornecedor/areaatendimento",
    title: "Service area",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `${app(state)}/fornecedor/areaatendimento`,
        query: { idfornecedor: supplierId(state) },
      },
    harvest(state, data) {
      const lat = num(at(data, "loja", "lat"));
      const lng = num(at(data, "loja", "lng"));
      if (lat !== undefined && lng !== undefined)
        state.store = {
          lat,
          lng,
          description: text(at(data, "loja", "descricao_endereco_loja")) ?? state.store?.description,
        };
    },
  },
  {
    call: 2,
    method: "GET",
    path: "/v2/app/{apptoken}/cliente/{idcliente}/fornecedor",
    title: "Supplier search by location (at the supplier's store, as a guest)",
    prepare: (state) =>
      state.store
        ? {
            path: `${app(state)}/cliente/anonimo/fornecedor`,
            query: { lat: String(state.store.lat), lng: String(state.store.lng) },
          }
        : "no store position: calls 1 and 3 gave none",
  },
  {
    call: 4,
    method: "GET",
    path: "/v2/app/config/fornecedor/{id}/rodape",
    title: "Footer",
    prepare: (state) => needSupplier(state) ?? { path: `/v2/app/config/fornecedor/${enc(supplierId(state))}/rodape` },
    harvest: (state, data) => void state.links.push(JSON.stringify(data ?? null)),
  },
  {
    call: 5,
    method: "GET",
    path: "/v2/configuracao/fornecedor/{id}/tema",
    title: "Theme",
    prepare: (state) => needSupplier(state) ?? { path: `/v2/configuracao/fornecedor/${enc(supplierId(state))}/tema` },
    harvest(state, data) {
      state.imagePath ??= relativeImage(at(data, "logo"));
      state.links.push(JSON.stringify(at(data, "menus") ?? []));
    },
  },
  {
    call: 6,
    method: "GET",
    path: "/v4/app/token/custom-content/{id}",
    title: "Custom content (order instructions)",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `/v4/app/token/custom-content/${enc(supplierId(state))}`,
        query: { contentType: "ORDER_INSTRUCTIONS" },
      },
  },
  {
    call: 7,
    method: "GET",
    path: "/v4/static-text/{id}",
    title: "Static texts",
    prepare: (state) => needSupplier(state) ?? { path: `/v4/static-text/${enc(supplierId(state))}` },
  },
  {
    call: 8,
    method: "GET",
    path: "/v4/caracteristica-cliente/todas/{id}",
    title: "Customer characteristics",
    prepare: (state) => needSupplier(state) ?? { path: `/v4/caracteristica-cliente/todas/${enc(supplierId(state))}` },
  },
  {
    call: 8,
    method: "GET",
    path: "/v4/caracteristica-pedido/todas/{id}",
    title: "Order characteristics",
    prepare: (state) => needSupplier(state) ?? { path: `/v4/caracteristica-pedido/todas/${enc(supplierId(state))}` },
  },
  {
    call: 9,
    method: "GET",
    path: "/v2/app/{apptoken}/fornecedor/{id}/formas-pagamento",
    title: "Payment methods (a guest)",
    prepare: (state) =>
      needSupplier(state) ?? { path: `${app(state)}/fornecedor/${enc(supplierId(state))}/formas-pagamento` },
  },
  {
    call: 10,
    method: "GET",
    path: "/v2/app/{apptoken}/listacategoriasprodutos/{id}",
    title: "Category tree",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `${app(state)}/listacategoriasprodutos/${enc(supplierId(state))}`,
        query: { device: "desktop" },
      },
    harvest(state, data) {
      state.categoryId = text(at(list(data)[0], "idcategoria"));
      state.topCategories = list(data)
        .map((category) => text(at(category, "idcategoria")))
        .filter((id): id is string => !!id);
    },
  },
  {
    call: 10,
    method: "GET",
    path: "/v2/app/{apptoken}/listacategoriasprodutos/{id}",
    title: "Category tree of one segment (`idsegmento`: an adults-only one of call 1's `segmentos` where there is one)",
    prepare(state) {
      if (!state.supplier) return NO_SUPPLIER;
      const idsegmento = state.adultsSegment ?? state.supplier.segments[0];
      if (!idsegmento) return "call 1 lists no segmentos";
      return {
        path: `${app(state)}/listacategoriasprodutos/${enc(supplierId(state))}`,
        query: { idsegmento, device: "desktop" },
        note: state.adultsSegment ? `segment ${idsegmento}, requer_maioridade` : `segment ${idsegmento}`,
      };
    },
    // §10: with `idsegmento`, only top categories of that segment, so none the whole tree lacks.
    verify: (state, data) =>
      state.topCategories
        ? list(data).flatMap((category, index) => {
            const id = text(at(category, "idcategoria"));
            return id && !state.topCategories!.includes(id)
              ? [{ path: `/${index}/idcategoria`, message: `${id} is not a top category of the whole tree (call 10)` }]
              : [];
          })
        : [],
  },
  {
    call: 11,
    method: "GET",
    path: "/v2/app/{apptoken}/{clientpath}/customizacao/carrossel/list-for-page/{idfornecedor}",
    title: "Carousels of a page (the home, a guest)",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `${app(state)}/cliente/anonimo/customizacao/carrossel/list-for-page/${enc(supplierId(state))}`,
        query: { page: "page:home", device: "desktop", tipoentrega: "DELIVERY" },
      },
    harvest(state, data) {
      for (const carousel of list(data)) {
        state.links.push(JSON.stringify(at(carousel, "banners") ?? []));
        productsOf(state, list(at(carousel, "produtos")));
      }
    },
  },
  {
    call: 11,
    method: "GET",
    path: "/v2/app/{apptoken}/{clientpath}/customizacao/carrossel/list-for-page/{idfornecedor}",
    title: "Carousels of a page (the home, a guest who picks up: `tipoentrega=RETIRADA`)",
    prepare: (state) =>
      needSupplier(state) ?? {
        path: `${app(state)}/cliente/anonimo/customizacao/carrossel/list-for-page/${enc(supplierId(state))}`,
        query: { page: "page:home", device: "mobile", tipoentrega: "RETIRADA" },
      },
  },
];

/** Call 12 runs once the catalogue named an image. */
export const imageStep: Step = {
  call: 12,
  method: "GET",
  path: "/imagens/{path}",
  title: "Images",
  prepare: (state) =>
    state.imagePath
      ? { path: `/imagens/${state.imagePath.split("/").map(enc).join("/")}`, accept: "image/*" }
      : "no answer before named an image by a path of the image host (calls 1, 5, 11, 14)",
};

import { CarouselListSchema, type Carousel } from "~/models/catalogue";
import { SUPPLIER_DATA_POLICY, supplierDataCache } from "../cache.server";
import { appPath, upstreamRequest, type ApiContext } from "./client.server";

export type Device = "mobile" | "desktop";

export type CarouselQuery = {
  idfornecedor: string;
  idcliente: string | null;
  page?: string;
  device: Device;
  idformapagamento?: string | null;
  tipoentrega?: string | null;
};

/** `{clientpath}` of spec §7: `cliente/{idcliente}`, or `cliente/anonimo` for guests (docs/upstream-api.md). */
export function clientPath(idcliente: string | null): string {
  return `cliente/${idcliente ? encodeURIComponent(idcliente) : "anonimo"}`;
}

/**
 * GET /v2/app/{apptoken}/{clientpath}/customizacao/carrossel/list-for-page/{idfornecedor}.
 * Guests' carousels are public and cached; a customer's carry their own prices and are not.
 */
export function getCarousels(query: CarouselQuery, ctx: ApiContext): Promise<Carousel[]> {
  const { idfornecedor, idcliente, page = "page:home", device, idformapagamento, tipoentrega } = query;
  const load = () =>
    upstreamRequest({
      path: appPath(
        `/v2/app/{apptoken}/${clientPath(idcliente)}/customizacao/carrossel/list-for-page/${encodeURIComponent(idfornecedor)}`,
      ),
      query: { page, device, idformapagamento, tipoentrega, loadProdutos: true },
      schema: CarouselListSchema,
      ctx,
    });
  if (idcliente) return load();
  const key = `carousels:${idfornecedor}:${page}:${device}:${idformapagamento ?? ""}:${tipoentrega ?? ""}`;
  return supplierDataCache.get(key, SUPPLIER_DATA_POLICY, load);
}

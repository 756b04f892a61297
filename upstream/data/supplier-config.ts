import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type {
  CharacteristicListSchema,
  CustomContentSchema,
  FooterSchema,
  MenuLink,
  OpeningHours,
  ServiceAreaSchema,
  StaticTextSchema,
  StoreSchema,
  SupplierConfigSchema,
  SupplierSummarySchema,
} from "../../app/models/supplier";
import type { ThemeSchema } from "../../app/models/theme";
import { statement } from "../db/statements";
import { MESSAGES, notFound } from "../http";
import { supplierDomains, supplierSegments, supplierSortOptions, supplierTags, type SupplierRow } from "./suppliers";

const DEFAULT_LANG = "pt-BR";

function menuLinks(db: Database, idfornecedor: string): MenuLink[] {
  return statement(db, "SELECT descricao, destino FROM menu_links WHERE idfornecedor = ? ORDER BY ordem").all(
    idfornecedor
  ) as MenuLink[];
}

const storeLocation = (supplier: SupplierRow) =>
  supplier.loja_lat != null && supplier.loja_lng != null
    ? { latitude: supplier.loja_lat, longitude: supplier.loja_lng }
    : null;

/** GET /v2/app/{apptoken}/configuracao/fornecedor */
export function supplierConfig(db: Database, supplier: SupplierRow): z.input<typeof SupplierConfigSchema> {
  const { idfornecedor } = supplier;
  const dominios = supplierDomains(db, idfornecedor);
  return {
    idfornecedor,
    idempresa: supplier.idempresa,
    slug: supplier.slug,
    nome: supplier.nome,
    tag: supplierTags(db, idfornecedor),
    segmentos: supplierSegments(db, idfornecedor),
    modulos: JSON.parse(supplier.modulos) as string[],
    ordenacoes_produto: supplierSortOptions(db, idfornecedor),
    meta_info: {
      descricao_endereco_loja: supplier.descricao_endereco_loja,
      default_store: storeLocation(supplier),
      hasRecorrencia: supplier.has_recorrencia === 1,
    },
    fornecedor_slug: supplier.slug,
    fornecedor_dominio: dominios.principal,
    config: {
      menu: menuLinks(db, idfornecedor),
      seo: {
        title: supplier.seo_title,
        subtitle: supplier.seo_subtitle,
        description: supplier.seo_description,
        keywords: supplier.seo_keywords,
        favicon: supplier.seo_favicon,
        image: supplier.seo_image,
        url: supplier.seo_url,
      },
      analytics: { key: supplier.analytics_key },
      dominio: { dominio: dominios.principal, dominio_adicionais: dominios.adicionais },
    },
  };
}

/** One entry of GET /v2/app/{apptoken}/fornecedor */
export function supplierSummary(db: Database, supplier: SupplierRow): z.input<typeof SupplierSummarySchema> {
  return {
    idfornecedor: supplier.idfornecedor,
    slug: supplier.slug,
    nome: supplier.nome,
    logo: supplier.logo,
    descricao: supplier.descricao,
    tag: supplierTags(db, supplier.idfornecedor),
    segmentos: supplierSegments(db, supplier.idfornecedor),
  };
}

type ServiceAreaRow = { coordenadas: string | null; raio_km: number | null };

export function serviceAreaRow(db: Database, idfornecedor: string): ServiceAreaRow | undefined {
  return statement(db, "SELECT coordenadas, raio_km FROM service_areas WHERE idfornecedor = ?").get(idfornecedor) as
    | ServiceAreaRow
    | undefined;
}

/** The store's opening hours, by day then opening time; a day without any is closed. */
function storeHours(db: Database, idfornecedor: string): OpeningHours[] {
  return statement(db, "SELECT dia_semana, abre, fecha FROM store_hours WHERE idfornecedor = ? ORDER BY dia_semana, abre").all(
    idfornecedor
  ) as OpeningHours[];
}

/** The supplier's store as calls 3 and 51 answer it (`loja`); null for a supplier whose store has no position. */
export function supplierStore(db: Database, supplier: SupplierRow): z.input<typeof StoreSchema> | null {
  if (supplier.loja_lat == null || supplier.loja_lng == null) return null;
  return {
    lat: supplier.loja_lat,
    lng: supplier.loja_lng,
    nome: supplier.loja_nome,
    descricao_endereco_loja: supplier.descricao_endereco_loja,
    horarios: storeHours(db, supplier.idfornecedor),
  };
}

/** GET /v2/app/{apptoken}/fornecedor/areaatendimento; a 404 when the supplier has no area or store. */
export function serviceArea(db: Database, supplier: SupplierRow): z.input<typeof ServiceAreaSchema> {
  const area = serviceAreaRow(db, supplier.idfornecedor);
  const loja = supplierStore(db, supplier);
  if (!area || !loja) throw notFound(MESSAGES.serviceAreaNotFound);
  return {
    coordenadas: area.coordenadas ? (JSON.parse(area.coordenadas) as [number, number][]) : [],
    raio_km: area.raio_km,
    loja,
  };
}

/** GET /v2/configuracao/fornecedor/{id}/tema; colours the supplier did not set are null. */
export function theme(db: Database, supplier: SupplierRow): z.input<typeof ThemeSchema> {
  const row = statement(db, "SELECT * FROM supplier_themes WHERE idfornecedor = ?").get(supplier.idfornecedor) as
    | {
        primary_color: string | null;
        secondary_color: string | null;
        auxiliar_color: string | null;
        text_color: string | null;
        boas_vindas: string | null;
        titulo_pagina: string | null;
      }
    | undefined;
  return {
    primaryColor: row?.primary_color ?? null,
    secondaryColor: row?.secondary_color ?? null,
    auxiliarColor: row?.auxiliar_color ?? null,
    textColor: row?.text_color ?? null,
    logo: supplier.logo,
    textos: { boasVindas: row?.boas_vindas ?? null },
    configuracao: { tituloPagina: row?.titulo_pagina ?? supplier.nome },
    trackingGoogleAnalytics: supplier.analytics_key,
    menus: menuLinks(db, supplier.idfornecedor),
  };
}

/** GET /v2/app/config/fornecedor/{id}/rodape */
export function footer(db: Database, supplier: SupplierRow): z.input<typeof FooterSchema> {
  const { idfornecedor } = supplier;
  const row = statement(db, "SELECT * FROM footers WHERE idfornecedor = ?").get(idfornecedor) as
    | {
        texto: string | null;
        endereco: string | null;
        telefone: string | null;
        email: string | null;
        whatsapp: string | null;
      }
    | undefined;
  const columns = statement(
    db,
    "SELECT idcoluna, titulo FROM footer_columns WHERE idfornecedor = ? ORDER BY ordem"
  ).all(idfornecedor) as { idcoluna: number; titulo: string }[];
  const links = statement(db, "SELECT descricao, destino FROM footer_links WHERE idcoluna = ? ORDER BY ordem");
  // The company behind the store is the one that issues its NF-e.
  const company = statement(db, "SELECT razao_social, cnpj FROM nfe_issuers WHERE idfornecedor = ?").get(idfornecedor) as
    | { razao_social: string; cnpj: string }
    | undefined;
  return {
    colunas: columns.map((column) => ({ titulo: column.titulo, links: links.all(column.idcoluna) as MenuLink[] })),
    texto: row?.texto ?? null,
    endereco: row?.endereco ?? null,
    contato: { telefone: row?.telefone ?? null, email: row?.email ?? null, whatsapp: row?.whatsapp ?? null },
    redes_sociais: statement(db, "SELECT rede, url FROM social_links WHERE idfornecedor = ? ORDER BY ordem").all(
      idfornecedor
    ) as { rede: string; url: string }[],
    razao_social: company?.razao_social ?? null,
    cnpj: company?.cnpj ?? null,
  };
}

/** GET /v4/app/token/custom-content/{id}?contentType=; empty content when the supplier wrote none of that type. */
export function customContent(
  db: Database,
  supplier: SupplierRow,
  contentType: string
): z.input<typeof CustomContentSchema> {
  const content = statement(db, "SELECT content FROM custom_contents WHERE idfornecedor = ? AND content_type = ?")
    .pluck()
    .get(supplier.idfornecedor, contentType) as string | undefined;
  return { contentType, content: content ?? "" };
}

/** GET /v4/static-text/{id} */
export function staticText(db: Database, supplier: SupplierRow): z.input<typeof StaticTextSchema> {
  const rows = statement(
    db,
    "SELECT chave, texto FROM static_texts WHERE idfornecedor = ? AND lang = ? ORDER BY chave"
  ).all(supplier.idfornecedor, DEFAULT_LANG) as { chave: string; texto: string }[];
  return { lang: DEFAULT_LANG, translation: Object.fromEntries(rows.map((row) => [row.chave, row.texto])) };
}

/** GET /v4/caracteristica-cliente/todas/{id} (CLIENTE) and /v4/caracteristica-pedido/todas/{id} (PEDIDO) */
export function characteristics(
  db: Database,
  supplier: SupplierRow,
  alvo: "CLIENTE" | "PEDIDO"
): z.input<typeof CharacteristicListSchema> {
  const rows = statement(
    db,
    `SELECT idcaracteristica, descricao, tipo, obrigatorio, opcoes FROM characteristics
     WHERE idfornecedor = ? AND alvo = ? ORDER BY ordem, idcaracteristica`
  ).all(supplier.idfornecedor, alvo) as {
    idcaracteristica: number;
    descricao: string;
    tipo: "TEXTO" | "NUMERO" | "DATA" | "OPCAO";
    obrigatorio: number;
    opcoes: string;
  }[];
  return rows.map((row) => ({
    idcaracteristica: row.idcaracteristica,
    descricao: row.descricao,
    tipo: row.tipo,
    obrigatorio: row.obrigatorio === 1,
    opcoes: JSON.parse(row.opcoes) as string[],
  }));
}

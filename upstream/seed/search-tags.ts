import type { ProductUnit } from "../images";
import type { SupplierSlug } from "./suppliers";

/**
 * The search tags of each supplier, numbered within it: idtag = TAG_ID_BASE[slug] + number. Products carry
 * their brand's tag (numbers from 101, brands in alphabetical order), their pack's tag, and the keyed tags
 * their seed lists. A tag no product carries is not created.
 */
export const TAG_ID_BASE: Record<SupplierSlug, number> = { aurora: 5000, bomsabor: 6000, casaverde: 7000 };

/** Filter groups in display order. */
export const TAG_GROUPS = ["Marca", "Embalagem", "Características", "Campanhas"] as const;
type TagGroup = (typeof TAG_GROUPS)[number];

export type TagDefinition = { numero: number; grupo: TagGroup; descricao: string };

/** The tags a product seed names by key: what it is like, and the campaigns it is part of. */
export const KEYED_TAGS = {
  "sem-gluten": { numero: 1, grupo: "Características", descricao: "Sem glúten" },
  organico: { numero: 2, grupo: "Características", descricao: "Orgânico" },
  "zero-acucar": { numero: 3, grupo: "Características", descricao: "Zero açúcar" },
  importado: { numero: 4, grupo: "Características", descricao: "Importado" },
  natural: { numero: 5, grupo: "Características", descricao: "Natural" },
  integral: { numero: 6, grupo: "Características", descricao: "Integral" },
  vegano: { numero: 7, grupo: "Características", descricao: "Vegano" },
  vegetariano: { numero: 8, grupo: "Características", descricao: "Vegetariano" },
  reciclavel: { numero: 9, grupo: "Características", descricao: "Reciclável" },
  "cafe-especial": { numero: 10, grupo: "Características", descricao: "Café especial" },
  "semana-do-cafe": { numero: 11, grupo: "Campanhas", descricao: "Semana do café" },
} as const satisfies Record<string, TagDefinition>;

export type KeyedTag = keyof typeof KEYED_TAGS;

/** The idtag of a keyed tag at a supplier (it exists once a product of the supplier carries it). */
export const keyedTagId = (slug: SupplierSlug, key: KeyedTag) => TAG_ID_BASE[slug] + KEYED_TAGS[key].numero;

export const PACK_TAGS: Record<ProductUnit, TagDefinition> = {
  un: { numero: 31, grupo: "Embalagem", descricao: "Unidade" },
  kg: { numero: 32, grupo: "Embalagem", descricao: "Por quilo" },
  cx: { numero: 33, grupo: "Embalagem", descricao: "Caixa" },
  fd: { numero: 34, grupo: "Embalagem", descricao: "Fardo" },
};

const FIRST_BRAND_NUMBER = 101;

/** The brand tags of a catalogue: brands in alphabetical order (pt-BR), numbered from 101. */
export function brandTags(brands: Iterable<string>): Map<string, TagDefinition> {
  const sorted = [...new Set(brands)].sort((a, b) => a.localeCompare(b, "pt-BR"));
  return new Map(
    sorted.map((descricao, index) => [descricao, { numero: FIRST_BRAND_NUMBER + index, grupo: "Marca", descricao }]),
  );
}

/** A tag's place in the filter list: by group, then by number. */
export const tagOrder = (tag: TagDefinition) => TAG_GROUPS.indexOf(tag.grupo) * 1000 + tag.numero;

import type { ProductUnit } from "../../images";
import type { KeyedTag } from "../search-tags";

export type ProductSeed = {
  nome: string;
  marca: string;
  unidade: ProductUnit;
  preco: number;
  /** List price ("de"), shown struck through when above preco. */
  preconf?: number;
  /** Wholesale price and the quantity (in base units, see multiplo) from which it applies. */
  atacado?: { preco: number; minimo: number };
  /** Base units per selling unit (a box of 12 → 12); quantity steps stay at granularidade. */
  multiplo?: number;
  granularidade?: number;
  minimo?: number;
  maximo?: number;
  /** Gift-wrap price per unit. */
  embalagem?: number;
  /** Progressive discount: quantity threshold → unit price. */
  progressivo?: Record<number, number>;
  indisponivel?: boolean;
  /** A best seller: its demo sales put it among the supplier's "Mais vendidos". */
  maisVendido?: boolean;
  /** Search tags beyond the brand and pack ones every product gets. */
  tags?: KeyedTag[];
  /**
   * An id of its own, for a product added after the catalogue's numbering was fixed: it and its code
   * (from the id) leave the ids and codes of the products after it as they were.
   */
  id?: number;
  /** Offered for this delivery type only (calls 11, 14–18, 22, 40, 53); both when absent. */
  tipoEntrega?: "DELIVERY" | "RETIRADA";
  /** The store's sectors where it is kept (call 71). */
  setores?: string[];
};

export type SubcategorySeed = {
  id: number;
  descricao: string;
  /** A sentence about the products of this subcategory, used in their descriptions. */
  resumo: string;
  produtos: ProductSeed[];
};

export type CategorySeed = {
  id: number;
  descricao: string;
  /** The colour of the category's generated images. */
  cor: string;
  idsegmento: string;
  subcategorias: SubcategorySeed[];
};

export type CatalogueSeed = {
  codePrefix: string;
  firstProductId: number;
  categorias: CategorySeed[];
};

type ProductOptions = Omit<ProductSeed, "nome" | "marca" | "unidade" | "preco">;

/** A product line: name, brand, unit and price, plus what sets it apart. */
export function product(
  nome: string,
  marca: string,
  unidade: ProductUnit,
  preco: number,
  options: ProductOptions = {},
): ProductSeed {
  return { nome, marca, unidade, preco, ...options };
}

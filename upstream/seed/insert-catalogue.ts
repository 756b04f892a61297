import type { Database } from "better-sqlite3";
import { BANNER_SIZES } from "../images";
import { imagePaths } from "../image-paths";
import type { CarouselSeed } from "./carousels";
import type { CatalogueSeed, ProductSeed, SubcategorySeed } from "./catalogue/types";
import { KEYED_TAGS, PACK_TAGS, TAG_ID_BASE, brandTags, tagOrder, type TagDefinition } from "./search-tags";
import type { SupplierSlug } from "./suppliers";

type SupplierKey = { idfornecedor: string; slug: SupplierSlug };

const PACK_NAMES = { un: "Embalagem", cx: "Caixa", fd: "Fardo" } as const;

function productDescription(item: ProductSeed, subcategory: SubcategorySeed): string {
  const pack =
    item.unidade === "kg"
      ? "Preço por quilo; o peso final pode variar um pouco na separação."
      : item.multiplo && item.multiplo > 1
        ? `${PACK_NAMES[item.unidade]} com ${item.multiplo} unidades.`
        : "";
  return [subcategory.resumo, pack, `Marca: ${item.marca}.`].filter(Boolean).join(" ");
}

const BEST_SELLER_SALES = 5000;

/** Deterministic demo stock and units sold, so "Mais vendidos" is the same after every seed. */
function demoStockAndSales(id: number, item: ProductSeed): { estoque: number; vendidos: number } {
  const hash = Math.imul(id, 2654435761) >>> 0;
  return {
    estoque: item.indisponivel ? 0 : 20 + (hash % 480),
    vendidos: ((hash >>> 9) % 2000) + (item.maisVendido ? BEST_SELLER_SALES : 0),
  };
}

/**
 * Gives a product its search tags (brand, pack and the keyed tags of its seed), writing each tag the first time
 * a product carries it.
 */
function searchTagWriter(db: Database, supplier: SupplierKey, catalogue: CatalogueSeed) {
  const base = TAG_ID_BASE[supplier.slug];
  const brands = brandTags(
    catalogue.categorias.flatMap((category) =>
      category.subcategorias.flatMap((subcategory) => subcategory.produtos.map((item) => item.marca)),
    ),
  );
  const insertTag = db.prepare(
    "INSERT OR IGNORE INTO search_tags (idtag, idfornecedor, grupo, descricao, ordem) VALUES (?, ?, ?, ?, ?)",
  );
  const insertProductTag = db.prepare("INSERT INTO product_tags (idproduto, idtag) VALUES (?, ?)");
  return (idproduto: number, item: ProductSeed) => {
    const tags = [brands.get(item.marca), PACK_TAGS[item.unidade], ...(item.tags ?? []).map((key) => KEYED_TAGS[key])];
    for (const tag of tags.filter((definition): definition is TagDefinition => definition !== undefined)) {
      insertTag.run(base + tag.numero, supplier.idfornecedor, tag.grupo, tag.descricao, tagOrder(tag));
      insertProductTag.run(idproduto, base + tag.numero);
    }
  };
}

/** Puts a product in the store's sectors (call 71), writing each sector the first time a product names it. */
function sectorWriter(db: Database, supplier: SupplierKey) {
  const insertSector = db.prepare("INSERT INTO sectors (idfornecedor, nome) VALUES (?, ?)");
  const insertProductSector = db.prepare("INSERT INTO product_sectors (idproduto, idsetor, ordem) VALUES (?, ?, ?)");
  const ids = new Map<string, number | bigint>();
  return (idproduto: number, setores: readonly string[]) => {
    setores.forEach((nome, ordem) => {
      const idsetor = ids.get(nome) ?? insertSector.run(supplier.idfornecedor, nome).lastInsertRowid;
      ids.set(nome, idsetor);
      insertProductSector.run(idproduto, idsetor, ordem);
    });
  };
}

/** Writes the category tree and its products with their search tags; ids and codes follow the catalogue's order. */
export function insertCatalogue(db: Database, supplier: SupplierKey, catalogue: CatalogueSeed): void {
  const insertCategory = db.prepare(
    `INSERT INTO categories (idcategoria, idfornecedor, idcategoria_pai, idsegmento, descricao, cor, imagem, ordem)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProduct = db.prepare(
    `INSERT INTO products (id, idfornecedor, idcategoria, idsegmento, codigo, nome, descricao, marca, unidade, preco, preconf,
       precovendaatacado, minvendaatacado, multiploincremento, granularidade, min_por_pedido, maxporpedido,
       preco_embalagem, desconto_progressivo, imagem, disponivel, estoque, vendidos, tipo_entrega)
     VALUES (@id, @idfornecedor, @idcategoria, @idsegmento, @codigo, @nome, @descricao, @marca, @unidade, @preco, @preconf,
       @precovendaatacado, @minvendaatacado, @multiploincremento, @granularidade, @min_por_pedido, @maxporpedido,
       @preco_embalagem, @desconto_progressivo, @imagem, @disponivel, @estoque, @vendidos, @tipo_entrega)`,
  );
  const tagProduct = searchTagWriter(db, supplier, catalogue);
  const placeProduct = sectorWriter(db, supplier);

  let sequence = 0;
  catalogue.categorias.forEach((category, categoryIndex) => {
    insertCategory.run(
      category.id,
      supplier.idfornecedor,
      null,
      category.idsegmento,
      category.descricao,
      category.cor,
      imagePaths.category(supplier.slug, category.id),
      categoryIndex,
    );
    category.subcategorias.forEach((subcategory, subcategoryIndex) => {
      insertCategory.run(
        subcategory.id,
        supplier.idfornecedor,
        category.id,
        category.idsegmento,
        subcategory.descricao,
        category.cor,
        null,
        subcategoryIndex,
      );
      for (const item of subcategory.produtos) {
        // A product with an id of its own keeps the numbering of the others as it was.
        if (item.id === undefined) sequence += 1;
        const id = item.id ?? catalogue.firstProductId + sequence - 1;
        insertProduct.run({
          id,
          idfornecedor: supplier.idfornecedor,
          idcategoria: subcategory.id,
          idsegmento: category.idsegmento,
          codigo: `${catalogue.codePrefix}-${String(id - catalogue.firstProductId + 1).padStart(4, "0")}`,
          nome: item.nome,
          descricao: productDescription(item, subcategory),
          marca: item.marca,
          unidade: item.unidade,
          preco: item.preco,
          preconf: item.preconf ?? null,
          precovendaatacado: item.atacado?.preco ?? null,
          minvendaatacado: item.atacado?.minimo ?? null,
          multiploincremento: item.multiplo ?? 1,
          granularidade: item.granularidade ?? 1,
          min_por_pedido: item.minimo ?? item.granularidade ?? 1,
          maxporpedido: item.maximo ?? null,
          preco_embalagem: item.embalagem ?? null,
          desconto_progressivo: item.progressivo ? JSON.stringify(item.progressivo) : null,
          imagem: imagePaths.product(supplier.slug, id),
          disponivel: item.indisponivel ? 0 : 1,
          ...demoStockAndSales(id, item),
          tipo_entrega: item.tipoEntrega ?? null,
        });
        tagProduct(id, item);
        placeProduct(id, item.setores ?? []);
      }
    });
  });
}

/** Writes the home page carousels (page:home) with their banners, or their chosen products for MANUAL ones. */
export function insertHomeCarousels(db: Database, supplier: SupplierKey, carousels: CarouselSeed[]): void {
  const insertCarousel = db.prepare(
    `INSERT INTO carousels (idcarrossel, idfornecedor, pagina, tipo, titulo, criterio, ordem)
     VALUES (?, ?, 'page:home', ?, ?, ?, ?)`,
  );
  const insertBanner = db.prepare(
    `INSERT INTO banners (idbanner, idcarrossel, titulo, subtitulo, chamada, imagem, imagem_mobile, link, alt, largura, altura, ordem)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertChosenProduct = db.prepare(
    `INSERT INTO carousel_products (idcarrossel, idproduto, ordem)
     SELECT ?, id, ? FROM products WHERE idfornecedor = ? AND codigo = ?`,
  );
  carousels.forEach((carousel, carouselIndex) => {
    const criterio = carousel.tipo === "PRODUTO" ? carousel.criterio : null;
    insertCarousel.run(
      carousel.idcarrossel,
      supplier.idfornecedor,
      carousel.tipo,
      carousel.titulo,
      criterio,
      carouselIndex,
    );
    if (carousel.tipo === "BANNER") {
      carousel.banners.forEach((banner, bannerIndex) =>
        insertBanner.run(
          banner.idbanner,
          carousel.idcarrossel,
          banner.titulo,
          banner.subtitulo,
          banner.chamada,
          imagePaths.banner(supplier.slug, banner.idbanner, "desktop"),
          imagePaths.banner(supplier.slug, banner.idbanner, "mobile"),
          banner.link,
          `${banner.titulo}. ${banner.subtitulo}`,
          BANNER_SIZES.desktop.width,
          BANNER_SIZES.desktop.height,
          bannerIndex,
        ),
      );
    } else if (carousel.criterio === "MANUAL") {
      carousel.codigos.forEach((codigo, index) => {
        const { changes } = insertChosenProduct.run(carousel.idcarrossel, index, supplier.idfornecedor, codigo);
        if (changes !== 1)
          throw new Error(`Carousel ${carousel.idcarrossel}: no product ${codigo} at ${supplier.slug}`);
      });
    }
  });
}

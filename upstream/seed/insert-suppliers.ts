import type { Database } from "better-sqlite3";
import { imagePaths } from "../image-paths";
import { BASE_STATIC_TEXTS, SORT_OPTIONS, type SupplierSeed } from "./suppliers";

const flag = (value: boolean | undefined) => (value ? 1 : 0);

/** Writes a supplier and all of its configuration: tags, domains, segments, theme, menu, footer, texts… */
export function insertSupplier(db: Database, supplier: SupplierSeed): void {
  const { idfornecedor, slug } = supplier;
  db.prepare(
    `INSERT INTO suppliers (idfornecedor, slug, idempresa, nome, descricao, ordem, logo, modulos, analytics_key,
       loja_nome, loja_lat, loja_lng, descricao_endereco_loja,
       seo_title, seo_subtitle, seo_description, seo_keywords, seo_favicon, seo_image, message_after_create)
     VALUES (@idfornecedor, @slug, @idempresa, @nome, @descricao, @ordem, @logo, @modulos, @analyticsKey,
       @lojaNome, @lojaLat, @lojaLng, @lojaEndereco,
       @seoTitle, @seoSubtitle, @seoDescription, @seoKeywords, @seoFavicon, @seoImage, @mensagemAposCadastro)`,
  ).run({
    idfornecedor,
    slug,
    idempresa: supplier.idempresa,
    nome: supplier.nome,
    descricao: supplier.descricao,
    ordem: supplier.ordem,
    logo: imagePaths.logo(slug),
    modulos: JSON.stringify(supplier.modulos),
    analyticsKey: supplier.analyticsKey,
    lojaNome: supplier.loja.nome,
    lojaLat: supplier.loja.lat,
    lojaLng: supplier.loja.lng,
    lojaEndereco: supplier.loja.descricaoEndereco,
    seoTitle: supplier.seo.title,
    seoSubtitle: supplier.seo.subtitle ?? null,
    seoDescription: supplier.seo.description ?? null,
    seoKeywords: supplier.seo.keywords ?? null,
    seoFavicon: supplier.seo.favicon ?? null,
    seoImage: supplier.seo.image ?? null,
    mensagemAposCadastro: supplier.mensagemAposCadastro ?? null,
  });

  const insertTag = db.prepare("INSERT INTO supplier_tags (idfornecedor, tag) VALUES (?, ?)");
  for (const tag of supplier.tags) insertTag.run(idfornecedor, tag);

  const insertDomain = db.prepare("INSERT INTO supplier_domains (dominio, idfornecedor, principal) VALUES (?, ?, ?)");
  for (const { dominio, principal } of supplier.dominios) insertDomain.run(dominio, idfornecedor, flag(principal));

  const insertSegment = db.prepare(
    "INSERT INTO segments (idsegmento, idfornecedor, nome, requer_maioridade, ordem) VALUES (?, ?, ?, ?, ?)",
  );
  supplier.segmentos.forEach((segment, index) =>
    insertSegment.run(segment.idsegmento, idfornecedor, segment.nome, flag(segment.requerMaioridade), index),
  );

  const insertSort = db.prepare("INSERT INTO sort_options (idfornecedor, chave, descricao, ordem) VALUES (?, ?, ?, ?)");
  supplier.ordenacoes.forEach((chave, index) => insertSort.run(idfornecedor, chave, SORT_OPTIONS[chave], index));

  const area = supplier.areaAtendimento;
  db.prepare("INSERT INTO service_areas (idfornecedor, coordenadas, raio_km) VALUES (?, ?, ?)").run(
    idfornecedor,
    "coordenadas" in area ? JSON.stringify(area.coordenadas) : null,
    "raioKm" in area ? area.raioKm : null,
  );

  const { tema } = supplier;
  db.prepare(
    `INSERT INTO supplier_themes (idfornecedor, primary_color, secondary_color, auxiliar_color, text_color, boas_vindas, titulo_pagina)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    idfornecedor,
    tema.primaryColor ?? null,
    tema.secondaryColor ?? null,
    tema.auxiliarColor ?? null,
    tema.textColor ?? null,
    tema.boasVindas,
    tema.tituloPagina,
  );

  const insertMenuLink = db.prepare(
    "INSERT INTO menu_links (idfornecedor, ordem, descricao, destino) VALUES (?, ?, ?, ?)",
  );
  supplier.menu.forEach((link, index) => insertMenuLink.run(idfornecedor, index, link.descricao, link.destino));

  insertFooter(db, supplier);

  db.prepare(
    "INSERT INTO custom_contents (idfornecedor, content_type, content) VALUES (?, 'ORDER_INSTRUCTIONS', ?)",
  ).run(idfornecedor, supplier.instrucoesPedido);

  const insertText = db.prepare(
    "INSERT INTO static_texts (idfornecedor, lang, chave, texto) VALUES (?, 'pt-BR', ?, ?)",
  );
  for (const [chave, texto] of Object.entries({ ...BASE_STATIC_TEXTS, ...supplier.textos })) {
    insertText.run(idfornecedor, chave, texto);
  }

  const insertCharacteristic = db.prepare(
    `INSERT INTO characteristics (idfornecedor, alvo, descricao, tipo, obrigatorio, opcoes, ordem)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  supplier.caracteristicas.forEach((characteristic, index) =>
    insertCharacteristic.run(
      idfornecedor,
      characteristic.alvo,
      characteristic.descricao,
      characteristic.tipo,
      flag(characteristic.obrigatorio),
      JSON.stringify(characteristic.opcoes ?? []),
      index,
    ),
  );

  const insertPaymentMethod = db.prepare(
    `INSERT INTO payment_methods (idformapagamento, idfornecedor, descricao, tipo, padrao, variacao_preco_percentual,
       exige_cadastro_aprovado, ordem, parcelas_max, parcelas_sem_juros, parcela_minima, juros_mensal)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  supplier.formasPagamento.forEach((method, index) =>
    insertPaymentMethod.run(
      method.idformapagamento,
      idfornecedor,
      method.descricao,
      method.tipo,
      flag(method.padrao),
      method.variacaoPrecoPercentual ?? 0,
      flag(method.exigeCadastroAprovado),
      index,
      method.parcelamento?.maxParcelas ?? null,
      method.parcelamento?.parcelasSemJuros ?? null,
      method.parcelamento?.valorMinimoParcela ?? null,
      method.parcelamento?.jurosMensal ?? null,
    ),
  );
}

function insertFooter(db: Database, { idfornecedor, rodape }: SupplierSeed): void {
  db.prepare(
    "INSERT INTO footers (idfornecedor, texto, endereco, telefone, email, whatsapp) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(idfornecedor, rodape.texto, rodape.endereco, rodape.telefone, rodape.email, rodape.whatsapp);

  const insertColumn = db.prepare("INSERT INTO footer_columns (idfornecedor, titulo, ordem) VALUES (?, ?, ?)");
  const insertLink = db.prepare("INSERT INTO footer_links (idcoluna, ordem, descricao, destino) VALUES (?, ?, ?, ?)");
  rodape.colunas.forEach((column, columnIndex) => {
    const idcoluna = insertColumn.run(idfornecedor, column.titulo, columnIndex).lastInsertRowid;
    column.links.forEach((link, linkIndex) => insertLink.run(idcoluna, linkIndex, link.descricao, link.destino));
  });

  const insertSocial = db.prepare("INSERT INTO social_links (idfornecedor, rede, url, ordem) VALUES (?, ?, ?, ?)");
  rodape.redesSociais.forEach((social, index) => insertSocial.run(idfornecedor, social.rede, social.url, index));
}

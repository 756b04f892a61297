import type { Database } from "better-sqlite3";
import { COMBOS, LINK_ACTIONS, type ComboValidity } from "./promotions";
import type { SupplierSeed } from "./suppliers";

/** A combo's last day: none, the end of next year, or the end of last year (so it has ended). */
export function comboValidityEnd(validity: ComboValidity, today: Date): string | null {
  if (validity === "sem-fim") return null;
  const year = today.getFullYear() + (validity === "vigente" ? 1 : -1);
  return `${year}-12-31`;
}

/** Writes the supplier's promotional combos (items named by product code) and campaign links. */
export function insertPromotions(db: Database, { idfornecedor, slug }: SupplierSeed, today = new Date()): void {
  const insertCombo = db.prepare(
    `INSERT INTO combos (idcombo, idfornecedor, idcliente, nome, descricao, preco_combo, validade_fim, ordem)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO combo_items (idcombo, idproduto, quantidade, ordem)
     SELECT ?, id, ?, ? FROM products WHERE idfornecedor = ? AND codigo = ?`,
  );
  COMBOS[slug].forEach((combo, comboIndex) => {
    insertCombo.run(
      combo.idcombo,
      idfornecedor,
      combo.idcliente ?? null,
      combo.nome,
      combo.descricao,
      combo.preco,
      comboValidityEnd(combo.validade, today),
      comboIndex,
    );
    combo.itens.forEach(([codigo, quantidade], index) => {
      const { changes } = insertItem.run(combo.idcombo, quantidade, index, idfornecedor, codigo);
      if (changes !== 1) throw new Error(`Combo ${combo.idcombo}: no product ${codigo} at ${slug}`);
    });
  });

  const insertLink = db.prepare(
    "INSERT INTO link_actions (idlink, idfornecedor, descricao, tipo, valor) VALUES (?, ?, ?, ?, ?)",
  );
  for (const link of LINK_ACTIONS[slug]) {
    insertLink.run(link.idlink, idfornecedor, link.descricao, link.tipo, link.valor);
  }
}

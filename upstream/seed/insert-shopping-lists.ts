import type { Database } from "better-sqlite3";
import type { SupplierSeed } from "./suppliers";

/** A demo list: whose (a client's own, or suggested to a client or to all when idcliente is null), its name and lines by product code. */
type ListSeed = {
  tipo: "CLIENTE" | "SUGERIDA";
  idcliente: number | null;
  nome: string;
  itens: readonly (readonly [codigo: string, quantidade: number])[];
  /** Lines of products no longer in the catalogue (kept on the list, shown as unavailable). */
  removidos?: readonly (readonly [idproduto: number, quantidade: number])[];
};

const LISTS: Record<string, readonly ListSeed[]> = {
  aurora: [
    {
      tipo: "SUGERIDA",
      idcliente: null,
      nome: "Reposição semanal",
      itens: [
        ["AUR-0001", 12],
        ["AUR-0003", 10],
        ["AUR-0012", 2],
        ["AUR-0016", 4],
        ["AUR-0020", 6],
      ],
    },
    {
      tipo: "CLIENTE",
      idcliente: 501,
      nome: "Compras do mês",
      itens: [
        ["AUR-0001", 6],
        ["AUR-0011", 3],
        ["AUR-0006", 2],
        ["AUR-0013", 12],
      ],
      removidos: [[1999, 1]],
    },
    {
      tipo: "CLIENTE",
      idcliente: 502,
      nome: "Reposição da loja",
      itens: [
        ["AUR-0003", 20],
        ["AUR-0016", 8],
      ],
    },
  ],
  casaverde: [
    {
      tipo: "SUGERIDA",
      idcliente: null,
      nome: "Feira da semana",
      itens: [
        ["CVD-0001", 2],
        ["CVD-0003", 1.5],
        ["CVD-0006", 3],
      ],
    },
    {
      tipo: "CLIENTE",
      idcliente: 506,
      nome: "Hortifrúti do sítio",
      itens: [
        ["CVD-0003", 2],
        ["CVD-0006", 5],
      ],
    },
  ],
};

/** Writes the supplier's demo shopping lists (docs/upstream-api.md §71). */
export function insertShoppingLists(db: Database, { idfornecedor, slug }: SupplierSeed): void {
  const insertList = db.prepare("INSERT INTO shopping_lists (idfornecedor, idcliente, tipo, nome) VALUES (?, ?, ?, ?)");
  const insertItem = db.prepare(
    `INSERT INTO shopping_list_items (idlista, idproduto, quantidade, ordem)
     SELECT ?, id, ?, ? FROM products WHERE idfornecedor = ? AND codigo = ?`,
  );
  const insertRemoved = db.prepare(
    "INSERT INTO shopping_list_items (idlista, idproduto, quantidade, ordem) VALUES (?, ?, ?, ?)",
  );
  for (const list of LISTS[slug] ?? []) {
    const idlista = Number(insertList.run(idfornecedor, list.idcliente, list.tipo, list.nome).lastInsertRowid);
    list.itens.forEach(([codigo, quantidade], index) => {
      const { changes } = insertItem.run(idlista, quantidade, index + 1, idfornecedor, codigo);
      if (changes !== 1) throw new Error(`List ${list.nome}: no product ${codigo} at ${slug}`);
    });
    (list.removidos ?? []).forEach(([idproduto, quantidade], index) =>
      insertRemoved.run(idlista, idproduto, quantidade, list.itens.length + index + 1),
    );
  }
}

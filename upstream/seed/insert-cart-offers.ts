import type { Database } from "better-sqlite3";
import { COUPONS, type CouponValidity } from "./coupons";
import { SUBSCRIPTIONS } from "./subscriptions";
import type { SupplierSeed } from "./suppliers";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A coupon's first and last days, given today (YYYY-MM-DD): none; fixed ones; the month before
 * today's (so it has ended); or December of next year (so it has not started).
 */
export function couponDates(validity: CouponValidity, today: string): { inicio: string | null; fim: string | null } {
  const [year = 0, month = 1] = today.split("-").map(Number);
  if (validity === "sem-fim") return { inicio: null, fim: null };
  if (validity === "ano-que-vem") return { inicio: `${year + 1}-12-01`, fim: `${year + 1}-12-31` };
  if (validity === "encerrado") {
    const last = new Date(Date.UTC(year, month - 1, 0));
    const lastYear = last.getUTCFullYear();
    const lastMonth = pad(last.getUTCMonth() + 1);
    return { inicio: `${lastYear}-${lastMonth}-01`, fim: `${lastYear}-${lastMonth}-${pad(last.getUTCDate())}` };
  }
  return validity;
}

/** Writes what the supplier offers at the cart: its coupons (dated from `today`) and its subscription types. */
export function insertCartOffers(db: Database, { idfornecedor, slug }: SupplierSeed, today: string): void {
  const insertCoupon = db.prepare(
    `INSERT INTO coupons (idfornecedor, codigo, descricao, tipo, valor, valor_minimo, inicio, fim, canal, automatico, prioridade, publico)
     VALUES (@idfornecedor, @codigo, @descricao, @tipo, @valor, @valorMinimo, @inicio, @fim, @canal, @automatico, @prioridade, @publico)`,
  );
  const insertProduct = db.prepare(
    "INSERT INTO coupon_products (idcupom, idproduto) SELECT ?, id FROM products WHERE id = ? AND idfornecedor = ?",
  );
  const insertCustomer = db.prepare("INSERT INTO coupon_customers (idcupom, idcliente) VALUES (?, ?)");
  for (const coupon of COUPONS[slug]) {
    const { lastInsertRowid } = insertCoupon.run({
      idfornecedor,
      codigo: coupon.codigo,
      descricao: coupon.descricao,
      tipo: coupon.tipo,
      valor: coupon.valor,
      valorMinimo: coupon.valorMinimo ?? null,
      ...couponDates(coupon.validade ?? "sem-fim", today),
      canal: coupon.canal ?? "AMBOS",
      automatico: coupon.automatico ? 1 : 0,
      prioridade: coupon.automatico?.prioridade ?? 0,
      publico: coupon.clientes ? 0 : 1,
    });
    for (const idproduto of coupon.produtos ?? []) {
      const { changes } = insertProduct.run(lastInsertRowid, idproduto, idfornecedor);
      if (changes !== 1) throw new Error(`Coupon ${coupon.codigo}: no product ${idproduto} at ${slug}`);
    }
    for (const idcliente of coupon.clientes ?? []) insertCustomer.run(lastInsertRowid, idcliente);
  }

  const subscriptions = SUBSCRIPTIONS[slug];
  if (!subscriptions) return;
  db.prepare("UPDATE suppliers SET has_recorrencia = 1 WHERE idfornecedor = ?").run(idfornecedor);
  db.prepare("INSERT INTO subscription_settings (idfornecedor, label, mensagem) VALUES (?, ?, ?)").run(
    idfornecedor,
    subscriptions.label,
    subscriptions.mensagem,
  );
  const insertType = db.prepare(
    "INSERT INTO subscription_types (idtipoassinatura, idfornecedor, descricao, dias, ordem) VALUES (?, ?, ?, ?, ?)",
  );
  subscriptions.tipos.forEach((tipo, index) =>
    insertType.run(tipo.idtipoassinatura, idfornecedor, tipo.descricao, tipo.dias, index),
  );
}

import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";
import type { CartOwner } from "./cart-store";
import type { CouponChannel, StoredCoupon } from "./coupon-rules";

type CouponRow = {
  idcupom: number;
  codigo: string;
  descricao: string | null;
  tipo: "%" | "R$";
  valor: number;
  valor_minimo: number | null;
  inicio: string | null;
  fim: string | null;
  canal: CouponChannel;
  automatico: number;
  prioridade: number;
  publico: number;
  idcliente_indicacao: number | null;
  produtos: string;
  dado: number;
};

const GIVEN = "EXISTS (SELECT 1 FROM coupon_customers cc WHERE cc.idcupom = c.idcupom AND cc.idcliente = @idcliente)";

/** A supplier's coupons with their products and whether they were given to the customer (@idcliente). */
const COUPONS = `SELECT c.idcupom, c.codigo, c.descricao, c.tipo, c.valor, c.valor_minimo, c.inicio, c.fim, c.canal,
    c.automatico, c.prioridade, c.publico, c.idcliente_indicacao,
    (SELECT json_group_array(idproduto) FROM (SELECT idproduto FROM coupon_products WHERE idcupom = c.idcupom ORDER BY idproduto)) AS produtos,
    ${GIVEN} AS dado
  FROM coupons c WHERE c.idfornecedor = @idfornecedor`;

function storedCoupon(row: CouponRow): StoredCoupon {
  return {
    codigo: row.codigo,
    descricao: row.descricao,
    tipo: row.tipo,
    valor: row.valor,
    valor_minimo: row.valor_minimo,
    inicio: row.inicio,
    fim: row.fim,
    canal: row.canal,
    automatico: row.automatico === 1,
    prioridade: row.prioridade,
    publico: row.publico === 1,
    idcliente_indicacao: row.idcliente_indicacao,
    produtos: (JSON.parse(row.produtos) as number[]).map(String),
    dadoAoCliente: row.dado === 1,
  };
}

/** The supplier's coupon with this code (compared without case), as the customer sees it. */
export function findCoupon(db: Database, owner: CartOwner, codigo: string): StoredCoupon | undefined {
  const row = statement(db, `${COUPONS} AND c.codigo = @codigo`).get({ ...owner, codigo }) as CouponRow | undefined;
  return row && storedCoupon(row);
}

/** The supplier's automatic coupons. */
export function automaticCoupons(db: Database, owner: CartOwner): StoredCoupon[] {
  return (statement(db, `${COUPONS} AND c.automatico = 1 ORDER BY c.prioridade, c.codigo`).all(owner) as CouponRow[]).map(storedCoupon);
}

/** Call 42's coupons: the supplier's public ones and those given to the customer, newest first (no referral coupons). */
export function listedCoupons(db: Database, owner: CartOwner): StoredCoupon[] {
  return (
    statement(db, `${COUPONS} AND c.idcliente_indicacao IS NULL AND (c.publico = 1 OR ${GIVEN}) ORDER BY c.criado_em DESC, c.idcupom DESC`).all(
      owner
    ) as CouponRow[]
  ).map(storedCoupon);
}

/** What every referral coupon gives. */
const REFERRAL_TERMS = { tipo: "%", valor: 10, descricao: "10% para quem você indicar" } as const;

/** The customer's referral coupon at the supplier (`INDICA-{idcliente}`), made on the first ask. */
export function referralCoupon(db: Database, owner: CartOwner): StoredCoupon {
  const codigo = `INDICA-${owner.idcliente}`;
  statement(
    db,
    `INSERT INTO coupons (idfornecedor, codigo, descricao, tipo, valor, idcliente_indicacao)
     VALUES (@idfornecedor, @codigo, @descricao, @tipo, @valor, @idcliente) ON CONFLICT DO NOTHING`
  ).run({ ...owner, ...REFERRAL_TERMS, codigo });
  const row = statement(db, `${COUPONS} AND c.idcliente_indicacao = @idcliente`).get(owner) as CouponRow;
  return storedCoupon(row);
}

/**
 * An operator ends a coupon (`npm run upstream -- coupon-expire`): its last day becomes `fim`, so from
 * the next day on call 41 says "Cupom expirado." and call 40 no longer prices it in. "unknown" for no
 * such code at the supplier; "before-start" for a day before its first one.
 */
export function endCoupon(db: Database, idfornecedor: string, codigo: string, fim: string): { codigo: string } | "unknown" | "before-start" {
  const row = statement(db, "SELECT idcupom, codigo, inicio FROM coupons WHERE idfornecedor = ? AND codigo = ?").get(idfornecedor, codigo) as
    | { idcupom: number; codigo: string; inicio: string | null }
    | undefined;
  if (!row) return "unknown";
  if (row.inicio !== null && row.inicio > fim) return "before-start";
  statement(db, "UPDATE coupons SET fim = ? WHERE idcupom = ?").run(fim, row.idcupom);
  return { codigo: row.codigo };
}

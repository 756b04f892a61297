import type { Database } from "better-sqlite3";
import { DELIVERY_OPTIONS, STORE_HOURS } from "./delivery-options";
import type { SupplierSeed } from "./suppliers";

/** Writes the supplier's store hours and its delivery options with their time windows, in its order. */
export function insertDeliveryOptions(db: Database, { idfornecedor, slug }: SupplierSeed): void {
  const insertHours = db.prepare(
    "INSERT INTO store_hours (idfornecedor, dia_semana, abre, fecha) VALUES (@idfornecedor, @dia_semana, @abre, @fecha)",
  );
  for (const hours of STORE_HOURS[slug]) insertHours.run({ idfornecedor, ...hours });

  const insertOption = db.prepare(
    `INSERT INTO delivery_options (idformaentrega, idfornecedor, tipo_entrega, descricao, valor_cheio, frete_gratis_acima,
       pedido_minimo, antecedencia_minutos, ordem)
     VALUES (@idformaentrega, @idfornecedor, @tipoEntrega, @descricao, @valorCheio, @freteGratisAcima,
       @pedidoMinimo, @antecedenciaMinutos, @ordem)`,
  );
  const insertWindow = db.prepare(
    "INSERT INTO delivery_windows (idformaentrega, dia_semana, inicio, fim) VALUES (@idformaentrega, @dia_semana, @inicio, @fim)",
  );
  DELIVERY_OPTIONS[slug].forEach(({ janelas, ...option }, ordem) => {
    insertOption.run({ ...option, idfornecedor, ordem });
    for (const window of janelas) insertWindow.run({ idformaentrega: option.idformaentrega, ...window });
  });
}

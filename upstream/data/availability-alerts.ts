import type { Database } from "better-sqlite3";
import { statement } from "../db/statements";

type AlertKey = { idcliente: number; idproduto: number; idcadastroextraproduto: string | null };

/** Asks to be told when the product is back; asking again changes nothing. */
export function addAvailabilityAlert(db: Database, alert: AlertKey): void {
  statement(
    db,
    `INSERT INTO availability_alerts (idcliente, idproduto, idcadastroextraproduto)
     VALUES (@idcliente, @idproduto, @idcadastroextraproduto) ON CONFLICT DO NOTHING`
  ).run(alert);
}

/** Withdraws the request; withdrawing one that does not exist changes nothing. */
export function removeAvailabilityAlert(db: Database, alert: Omit<AlertKey, "idcadastroextraproduto">): void {
  statement(db, "DELETE FROM availability_alerts WHERE idcliente = @idcliente AND idproduto = @idproduto").run(alert);
}

/** The ids of the supplier's products the customer asked to be told about, as strings. */
export function availabilityAlerts(db: Database, idfornecedor: string, idcliente: number): string[] {
  return (
    statement(
      db,
      `SELECT a.idproduto FROM availability_alerts a JOIN products p ON p.id = a.idproduto
       WHERE p.idfornecedor = ? AND a.idcliente = ? ORDER BY a.criado_em, a.idproduto`
    )
      .pluck()
      .all(idfornecedor, idcliente) as number[]
  ).map(String);
}

import type { Database } from "better-sqlite3";
import type { PixReceiver } from "../data/payments";
import type { SupplierSeed, SupplierSlug } from "./suppliers";

/** Who receives each demo supplier's PIX payments: random keys (EVP), as most companies register. */
const PIX_RECEIVERS: Record<SupplierSlug, PixReceiver> = {
  aurora: { chave: "3f6b8c1e-52a4-4d7f-9e0b-7a1c2d3e4f51", nome: "DISTRIBUIDORA AURORA", cidade: "SAO PAULO" },
  bomsabor: { chave: "8a2d4f6b-1c3e-4a5b-8d7f-9e0a1b2c3d62", nome: "EMPORIO BOM SABOR", cidade: "SAO PAULO" },
  casaverde: { chave: "c4e6a8b0-2d4f-4c1a-9b3d-5e7f9a1b2c73", nome: "HORTIFRUTI CASA VERDE", cidade: "CAMPINAS" },
};

/** Writes the supplier's PIX receiver. */
export function insertPixReceiver(db: Database, { idfornecedor, slug }: SupplierSeed): void {
  db.prepare(
    "INSERT INTO pix_receivers (idfornecedor, chave, nome, cidade) VALUES (@idfornecedor, @chave, @nome, @cidade)",
  ).run({
    idfornecedor,
    ...PIX_RECEIVERS[slug],
  });
}

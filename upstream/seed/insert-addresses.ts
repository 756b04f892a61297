import type { Database } from "better-sqlite3";
import { DEMO_ADDRESSES } from "./addresses";
import { CEP_DIRECTORY } from "./ceps";

/** Writes the CEP directory and the demo customers' delivery addresses, placed by their CEP. */
export function insertAddresses(db: Database): void {
  const insertCep = db.prepare(
    "INSERT INTO cep_directory (cep, rua, bairro, cidade, uf, lat, lng) VALUES (@cep, @rua, @bairro, @cidade, @uf, @lat, @lng)",
  );
  for (const entry of CEP_DIRECTORY) insertCep.run(entry);
  const position = new Map(CEP_DIRECTORY.map((entry) => [entry.cep, entry]));
  const insertAddress = db.prepare(
    `INSERT INTO addresses (idcliente, descricao, cep, rua, numero, complemento, bairro, cidade, uf, lat, lng, primario)
     VALUES (@idcliente, @descricao, @cep, @rua, @numero, @complemento, @bairro, @cidade, @uf, @lat, @lng, @primario)`,
  );
  for (const address of DEMO_ADDRESSES) {
    const place = position.get(address.cep);
    insertAddress.run({
      ...address,
      complemento: address.complemento ?? null,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      primario: address.primario ? 1 : 0,
    });
  }
}

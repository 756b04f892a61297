import type { Database } from "better-sqlite3";
import { saoPauloDay } from "../data/coupon-rules";
import { HOME_CAROUSELS } from "./carousels";
import { auroraCatalogue } from "./catalogue/aurora";
import { bomsaborCatalogue } from "./catalogue/bomsabor";
import { casaverdeCatalogue } from "./catalogue/casaverde";
import type { CatalogueSeed } from "./catalogue/types";
import { insertNfeIssuer } from "./nfe-issuers";
import { insertDemoAccounts } from "./insert-accounts";
import { insertAddresses } from "./insert-addresses";
import { insertCartOffers } from "./insert-cart-offers";
import { insertCatalogue, insertHomeCarousels } from "./insert-catalogue";
import { insertChat } from "./insert-chat";
import { insertDemoCustomers } from "./insert-customers";
import { insertDeliveryOptions } from "./insert-delivery-options";
import { insertInvoices } from "./invoices";
import { insertStaticPages } from "./insert-pages";
import { insertPromotions } from "./insert-promotions";
import { insertShoppingLists } from "./insert-shopping-lists";
import { insertSupplier } from "./insert-suppliers";
import { insertPixReceiver } from "./pix-receivers";
import { SUPPLIER_IDS, SUPPLIER_SEEDS, type SupplierSlug } from "./suppliers";

const CATALOGUES: Record<SupplierSlug, CatalogueSeed> = {
  aurora: auroraCatalogue,
  bomsabor: bomsaborCatalogue,
  casaverde: casaverdeCatalogue,
};

/** Writes every piece of demo data in one transaction; the database must hold no demo data yet. */
export function seedDatabase(db: Database): void {
  db.transaction(() => {
    for (const supplier of SUPPLIER_SEEDS) {
      insertSupplier(db, supplier);
      insertCatalogue(db, supplier, CATALOGUES[supplier.slug]);
      insertHomeCarousels(db, supplier, HOME_CAROUSELS[supplier.slug]);
      insertStaticPages(db, supplier);
      insertDeliveryOptions(db, supplier);
      insertPixReceiver(db, supplier);
      insertNfeIssuer(db, supplier);
    }
    insertDemoCustomers(db);
    insertDemoAccounts(db);
    insertAddresses(db);
    for (const supplier of SUPPLIER_SEEDS) insertPromotions(db, supplier);
    for (const supplier of SUPPLIER_SEEDS) insertShoppingLists(db, supplier);
    for (const supplier of SUPPLIER_SEEDS) insertCartOffers(db, supplier, saoPauloDay(new Date()));
    insertInvoices(db, saoPauloDay(new Date()));
    insertChat(db, SUPPLIER_IDS.aurora, new Date());
  })();
}

function isEmpty(db: Database): boolean {
  return db.prepare("SELECT COUNT(*) FROM suppliers").pluck().get() === 0;
}

/** Seeds a database that has no supplier yet; returns whether it did. */
export function seedIfEmpty(db: Database): boolean {
  if (!isEmpty(db)) return false;
  seedDatabase(db);
  return true;
}

/** Tables a reset keeps: the migration record, and the server's settings (its JWT secret). */
const KEPT_TABLES = new Set(["schema_migrations", "settings"]);

/**
 * Deletes every row of every table but the kept ones and seeds again.
 * Full-text index rows go with their products through the table's triggers.
 */
export function resetAndSeed(db: Database): void {
  const tables = db
    .prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all()
    .filter((name): name is string => typeof name === "string" && !KEPT_TABLES.has(name));
  const foreignKeys = db.pragma("foreign_keys", { simple: true });
  db.pragma("foreign_keys = OFF");
  try {
    db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
    })();
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? "ON" : "OFF"}`);
  }
  seedDatabase(db);
}

import type { useLoaderData } from "@remix-run/react";
import { expectTypeOf, it } from "vitest";
import type { CartPageFigures } from "~/models/supplier-layout";
import type { loader as cartLoader } from "~/routes/($supplier).carrinho";

// The header reads the cart page's data through CartPageFigures (app/models/supplier-layout.ts), not
// through the cart route, so that no component imports a route; this keeps the two in step (checked
// by the typecheck, `npm run typecheck`).
it("the cart page's data still gives the header its figures", () => {
  expectTypeOf<ReturnType<typeof useLoaderData<typeof cartLoader>>>().toMatchTypeOf<CartPageFigures>();
});

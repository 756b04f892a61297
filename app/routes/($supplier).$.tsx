import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";

export async function loader(_args: LoaderFunctionArgs) {
  throw new Response(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

/** Any unknown path inside a store: the Portuguese 404 page within the store's header and footer. */
export function ErrorBoundary() {
  const supplier = useSupplierLayout();
  return <GeneralErrorBoundary homeHref={supplierPath(supplier?.basePath ?? "")} />;
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { SupplierErrorBoundary } from "~/components/supplier-error-boundary";

export async function loader(_args: LoaderFunctionArgs) {
  throw new Response(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

/** Any unknown path inside a store: the Portuguese 404 page within the store's header and footer. */
export const ErrorBoundary = SupplierErrorBoundary;

import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { useSupplierLayout } from "~/components/use-supplier-layout";
import { supplierPath } from "~/models/links";

/** The error page of a supplier's page: its button goes back to that supplier's home. */
export function SupplierErrorBoundary() {
  const supplier = useSupplierLayout();
  return <GeneralErrorBoundary homeHref={supplierPath(supplier?.basePath ?? "")} />;
}

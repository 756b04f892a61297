import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgeDialog } from "~/components/age-dialog";
import { AgeQuestion } from "~/components/segments";
import { safeRedirectPath } from "~/models/account-rules";
import { supplierPath } from "~/models/links";
import { ageCheckMessages } from "~/models/messages/age-check";
import { noindexMeta } from "~/models/seo";
import { supplierAction } from "~/services/route-action.server";
import { ageConfirmed, confirmAgeHeader, saveSegmentChoiceHeader } from "~/services/segment-choice.server";
import { requireSupplier } from "~/services/supplier-context.server";
import { heldBackNote } from "~/services/segment-gate.server";
import { withErrorPage } from "~/services/upstream-failure.server";

/**
 * docs/rules/catalogue.md "Age check": the question on a page of its own (a dialog over it with
 * JavaScript), asked before an adults-only segment's products; `voltar` is where they were going.
 * Answered already this visit: straight there.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return withErrorPage(async () => {
    const context = await requireSupplier(request, params);
    const { basePath } = context;
    const url = new URL(request.url);
    const back = safeRedirectPath(url.searchParams.get("voltar"), basePath);
    if (await ageConfirmed(request)) throw redirect(back);
    return { back, basePath, note: await heldBackNote(context, url) };
  }, request);
}

/**
 * "Sim": remembered for the visit (a signed session cookie), then where they were going. "Não":
 * back to the store's home, out of an adults-only segment they were in.
 */
export const action = supplierAction(async (context, { request }) => {
  const form = await request.formData();
  const { basePath, supplier, segment } = context;
  const answer = form.get("resposta");
  if (answer === "sim") {
    const back = safeRedirectPath(String(form.get("voltar") ?? ""), basePath);
    return redirect(back, { headers: { "Set-Cookie": await confirmAgeHeader() } });
  }
  if (answer !== "nao") throw new Response("Bad Request", { status: 400 });
  const headers = new Headers();
  if (segment?.requer_maioridade && supplier.segmentos.length > 1) {
    headers.append("Set-Cookie", await saveSegmentChoiceHeader(request, supplier.idfornecedor, null));
  }
  return redirect(supplierPath(basePath), { headers });
});

export const meta: MetaFunction<typeof loader> = noindexMeta(ageCheckMessages.ageQuestion);

export default function AgeCheckPage() {
  const { back, basePath, note } = useLoaderData<typeof loader>();
  return (
    <AgeDialog>
      <AgeQuestion basePath={basePath} back={back} heading="h1" note={note} />
    </AgeDialog>
  );
}

import { preferencesAfter } from "~/models/cart-preferences";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/models/account-rules";
import type { CartFailure, RefusalLink } from "~/models/cart-failure";
import { CartIntentSchema, type CartIntent } from "~/models/cart-intent";
import { removedMessage } from "~/models/cart-line-feedback";
import { cartCouponView, COUPON_FIELD_ID } from "~/models/coupon-view";
import { supplierPath } from "~/models/links";
import { messages } from "~/models/messages";
import { parseSubmission } from "~/services/form-submission.server";
import { UpstreamError } from "~/services/api/errors";
import { runCartIntent, type IntentOutcome } from "~/services/cart-intents.server";
import { CartRefusal, inCartOrder, readCart, requireCartOwner, savePreferences } from "~/services/cart.server";
import { setFlashHeader, type Flash } from "~/services/flash.server";
import { log } from "~/services/logger.server";
import { ageCheckMessages } from "~/models/messages/age-check";
import {
  ageGatedProduct,
  ageHeldBack,
  asksAge,
  ageQuestionPath,
  heldBackMessage,
} from "~/services/segment-gate.server";
import type { SupplierContext } from "~/services/request-context";

/**
 * The shopper-facing message of a failure; anything else than a refusal or an upstream fault is not
 * ours to answer. The cart call answers 4xx only to a body it cannot read, whose words are not for
 * shoppers.
 */
function failureMessage(error: unknown): { message: string; status: number; link: RefusalLink | null } {
  if (error instanceof CartRefusal) return { message: error.message, status: 409, link: error.link };
  if (error instanceof UpstreamError) {
    log.warn("cart.save_failed", { status: error.status, failure: error.failure });
    const clientFault = error.status !== undefined && error.status >= 400 && error.status < 500;
    return { message: messages.cart.saveFailed, status: clientFault ? 400 : 503, link: null };
  }
  throw error;
}

/**
 * Without JavaScript a cart form comes back to the place acted on (docs/rules/architecture.md "Progressive enhancement"): the line (`#linha-…`),
 * the coupon, the payment method, the notes; the message about that place is shown there (a
 * quantity the rules changed, a line that went with "Desfazer", the coupon's outcome with the code
 * kept when it did not count). Corrections of the whole cart stay at the top.
 */
function backToPlace(intent: CartIntent, outcome: IntentOutcome): { anchor: string; flash: Flash | null } {
  switch (intent.intent) {
    case "mais":
    case "menos":
    case "remover":
    case "definir":
    case "embrulhar":
    case "restaurar": {
      const at = `linha-${intent.idproduto}`;
      const line = outcome.line;
      if (line?.kind === "removed") {
        const undo = {
          idproduto: line.idproduto,
          nome: line.nome.slice(0, 200),
          quantidade: line.quantidade,
          embalar: line.embalar,
        };
        return {
          anchor: `#${at}`,
          flash: { kind: "success", message: removedMessage(line.nome), place: { at, undo } },
        };
      }
      if (line?.kind === "adjusted")
        return { anchor: `#${at}`, flash: { kind: "warning", message: line.message, place: { at } } };
      return { anchor: `#${at}`, flash: outcome.flash };
    }
    case "cupom-aplicar":
    case "cupom-remover": {
      const refused = outcome.flash?.kind === "warning" || outcome.flash?.kind === "error";
      const typed = intent.intent === "cupom-aplicar" && refused ? intent.codigoCupom : undefined;
      // A refused code comes back at its field (the fragment names it): the browser scrolls it to the
      // top of the screen, far from the bar at the foot, and focuses it, however slowly the page
      // arrives. `autofocus` alone was flushed while the page was still arriving, now and then with
      // the field left under the bar.
      return {
        anchor: typed ? `#${COUPON_FIELD_ID}` : "#titulo-cupom",
        flash: outcome.flash ? { ...outcome.flash, place: { at: "cupom", ...(typed ? { typed } : {}) } } : null,
      };
    }
    case "pagamento":
      // The page says, under the select, that the prices are now for the method chosen.
      return {
        anchor: "#idformapagamento",
        flash: outcome.flash ?? {
          kind: "success",
          message: "Preços atualizados para a forma de pagamento escolhida.",
          place: { at: "pagamento" },
        },
      };
    case "assinatura":
      return { anchor: "#idtipoassinatura", flash: outcome.flash };
    case "detalhes":
      return { anchor: "#observacao", flash: outcome.flash ? { ...outcome.flash, place: { at: "observacao" } } : null };
    default:
      return { anchor: "", flash: outcome.flash };
  }
}

/**
 * The one cart action (docs/rules/architecture.md "Progressive enhancement"), switching on `intent`: buy buttons on any page post here, and so
 * does every form of the cart page. Without JavaScript it answers a redirect back to the page
 * (`redirectTo`, else the cart) with a flash; a page with JavaScript sends `resposta=dados` and gets
 * the cart as the server answered it. A form the storefront refuses never reaches the stored cart.
 */
export async function cartAction(context: SupplierContext, request: Request) {
  const formData = await request.formData();
  const cartPage = supplierPath(context.basePath, "/carrinho");
  const redirectTo = formData.get("redirectTo");
  const back = typeof redirectTo === "string" && redirectTo ? safeRedirectPath(redirectTo, context.basePath) : cartPage;
  const wantsData = formData.get("resposta") === "dados";
  // The product page's buy box: its message goes back beside its quantity field (#comprar).
  const fromProductPage = formData.get("lugar") === "produto" && back !== cartPage;
  const productPlace = (flash: Flash): Flash => {
    const idproduto = formData.get("idproduto");
    return fromProductPage && typeof idproduto === "string" && /^[\w-]{1,40}$/.test(idproduto)
      ? { ...flash, place: { at: `linha-${idproduto}` } }
      : flash;
  };
  const typed = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 40) : null;
  };
  const refuse = async (
    message: string,
    status: number,
    reply: SubmissionResult | null = null,
    link: RefusalLink | null = null,
  ) => {
    const failure: CartFailure = {
      ok: false,
      message,
      link,
      intent: typed("intent"),
      idproduto: typed("idproduto"),
      quantidade: typed("quantidade"),
      reply,
    };
    if (wantsData || back === cartPage) return data(failure, { status });
    return redirect(fromProductPage ? `${back}#comprar` : back, {
      headers: {
        "Set-Cookie": await setFlashHeader(productPlace({ kind: "error", message, ...(link ? { link } : {}) })),
      },
    });
  };
  try {
    const owner = requireCartOwner(request, context, back);
    const submission = parseSubmission(formData, CartIntentSchema);
    if (submission.status !== "success") {
      const errors = Object.values(submission.error ?? {}).flat();
      const message =
        errors.find((error): error is string => typeof error === "string" && error.length > 0) ??
        messages.cart.saveFailed;
      return await refuse(message, 400, submission.reply());
    }
    const intent = submission.value;
    if (intent.intent === "adicionar" || intent.intent === "restaurar") {
      // docs/rules/catalogue.md "Age check": an adults-only product goes in only after "Sim" this visit.
      const gated = await ageGatedProduct(request, context, intent.idproduto);
      if (gated) {
        // The question's page names the product and its quantity (a message beside the dialog would be hidden under it).
        const question = ageQuestionPath(context.basePath, back, intent);
        if (!wantsData) return redirect(question);
        const message = heldBackMessage(gated.product, intent.quantidade);
        return await refuse(message, 403, null, { href: question, label: ageCheckMessages.answerLink });
      }
    }
    if (intent.intent === "salvar" && (await asksAge(request, context))) {
      // The page's save only edits the lines it shows: a product not yet in the cart waits for "Sim" as a buy button's does.
      const stored = new Set((await readCart(owner)).cartItens.map((line) => line.idproduto));
      const added = intent.linhas.filter((line) => line.quantidade > 0 && !stored.has(line.idproduto));
      const held = await ageHeldBack(
        request,
        context,
        added.map((line) => line.idproduto),
      );
      const first = added.find((line) => held.has(line.idproduto));
      if (first) {
        const question = ageQuestionPath(context.basePath, back);
        const message = heldBackMessage(held.get(first.idproduto) ?? null, first.quantidade);
        return await refuse(message, 403, null, { href: question, label: ageCheckMessages.answerLink });
      }
    }
    const outcome = await inCartOrder(owner, () => runCartIntent(owner, intent));
    const headers =
      (await savePreferences(owner, preferencesAfter(outcome.cart, outcome.preferences))) ?? new Headers();
    // The cart page's box of its coupon shows this view of the cart answered (no coupon rules in the page's JS).
    if (wantsData)
      return data(
        {
          ok: true as const,
          cart: outcome.cart,
          coupon: cartCouponView(outcome.cart, owner.preferences.codigoCupom),
          flash: outcome.flash,
        },
        { headers },
      );
    const answer =
      back === cartPage
        ? backToPlace(submission.value, outcome)
        : fromProductPage
          ? { anchor: "#comprar", flash: outcome.flash ? productPlace(outcome.flash) : null }
          : { anchor: "", flash: outcome.flash };
    if (answer.flash) headers.append("Set-Cookie", await setFlashHeader(answer.flash));
    return redirect(`${back}${answer.anchor}`, { headers });
  } catch (error) {
    const { message, status, link } = failureMessage(error);
    return await refuse(message, status, null, link);
  }
}

import { Form } from "@remix-run/react";
import type { Cart } from "~/models/cart";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/styles/layout.css";

/** The order's notes and the buyer's own order number (docs/rules/cart.md "Cart fields": observacao, numPedidoCliente); `saved`: what saving them said, shown beside the button. */
export function CartDetailsForm({
  cart,
  saved = null,
}: {
  cart: Pick<Cart, "observacao" | "numPedidoCliente">;
  saved?: string | null;
}) {
  return (
    <Form method="post" className={forms.form}>
      <h2>Observações</h2>
      <div className={forms.field}>
        <label htmlFor="observacao">Observações para o fornecedor</label>
        <textarea
          id="observacao"
          name="observacao"
          className={forms.input}
          maxLength={500}
          rows={3}
          defaultValue={cart.observacao ?? ""}
        />
      </div>
      <div className={forms.field}>
        <label htmlFor="numPedidoCliente">Número do seu pedido de compra (opcional)</label>
        <input
          id="numPedidoCliente"
          name="numPedidoCliente"
          className={forms.input}
          maxLength={40}
          defaultValue={cart.numPedidoCliente ?? ""}
        />
      </div>
      <button type="submit" name="intent" value="detalhes" className={layout.secondaryButton}>
        Salvar observações
      </button>
      {saved ? <p role="status">{saved}</p> : null}
    </Form>
  );
}

import { describe, expect, it } from "vitest";
import { formatBRL } from "../../../app/models/money";
import {
  IDENTICAL_ORDER_WINDOW_MS,
  changeRefusal,
  creditRefusal,
  identicalSince,
  initialPaymentStatus,
  itemsSignature,
  minimumRefusal,
  successMessage,
} from "../../../upstream/data/order-rules";

describe("itemsSignature", () => {
  it("is the same for the same products and quantities in any order, and differs otherwise", () => {
    const items = [
      { idproduto: 1011, quantidade: 10 },
      { idproduto: 1001, quantidade: 2 },
    ];
    expect(itemsSignature(items)).toBe(itemsSignature([...items].reverse()));
    expect(itemsSignature(items)).not.toBe(
      itemsSignature([
        { idproduto: 1011, quantidade: 10 },
        { idproduto: 1001, quantidade: 3 },
      ]),
    );
    expect(itemsSignature(items)).not.toBe(itemsSignature([{ idproduto: 1011, quantidade: 10 }]));
    // Ids and quantities do not run into each other: 1 × 12 is not 11 × 2.
    expect(itemsSignature([{ idproduto: 1, quantidade: 12 }])).not.toBe(
      itemsSignature([{ idproduto: 11, quantidade: 2 }]),
    );
  });
});

describe("identicalSince", () => {
  it("is one minute before now", () => {
    expect(IDENTICAL_ORDER_WINDOW_MS).toBe(60_000);
    expect(identicalSince(new Date("2026-11-23T12:00:30.000Z"))).toBe("2026-11-23T11:59:30.000Z");
  });
});

describe("initialPaymentStatus", () => {
  it.each([
    ["CARTAO", false, "AGUARDANDO"],
    ["PIX", false, "AGUARDANDO"],
    ["FATURADO", false, "NAO_SE_APLICA"],
    ["NA_ENTREGA", false, "NAO_SE_APLICA"],
    ["CARTAO", true, "NAO_SE_APLICA"],
    ["PIX", true, "NAO_SE_APLICA"],
  ] as const)("%s, quote %s: %s", (kind, quote, status) => {
    expect(initialPaymentStatus(kind, quote)).toBe(status);
  });
});

describe("creditRefusal", () => {
  it("takes a total up to the credit available, and says the credit above it", () => {
    expect(creditRefusal(2480.5, 2480.5)).toBeNull();
    expect(creditRefusal(2480.51, 2480.5)).toBe(
      `O total do pedido passa do seu limite de crédito disponível (${formatBRL(2480.5)}).`,
    );
  });

  it("counts no credit line as none available", () => {
    expect(creditRefusal(0.01, null)).toBe(
      `O total do pedido passa do seu limite de crédito disponível (${formatBRL(0)}).`,
    );
  });
});

describe("changeRefusal", () => {
  it("takes no change asked for, or change for the total or more", () => {
    expect(changeRefusal(null, 139.7)).toBeNull();
    expect(changeRefusal(139.7, 139.7)).toBeNull();
    expect(changeRefusal(200, 139.7)).toBeNull();
    expect(changeRefusal(100, 139.7)).toBe(
      `O troco deve ser para um valor igual ou maior que o total do pedido (${formatBRL(139.7)}).`,
    );
  });
});

describe("minimumRefusal", () => {
  const option = { descricao: "Entrega programada", pedido_minimo: 300 };

  it("says the minimum and what is missing, to the cent", () => {
    expect(minimumRefusal(option, 48.3)).toBe(
      `O pedido mínimo para Entrega programada é de ${formatBRL(300)}. Faltam ${formatBRL(251.7)}.`,
    );
    expect(minimumRefusal(option, 299.99)).toBe(
      `O pedido mínimo para Entrega programada é de ${formatBRL(300)}. Faltam ${formatBRL(0.01)}.`,
    );
  });

  it("takes an order at the minimum or above, and any order where there is none", () => {
    expect(minimumRefusal(option, 300)).toBeNull();
    expect(minimumRefusal({ ...option, pedido_minimo: null }, 0)).toBeNull();
  });
});

describe("successMessage", () => {
  it("says an order received, or a quote sent for analysis", () => {
    expect(successMessage(10001, false)).toBe("Pedido 10001 recebido.");
    expect(successMessage(10002, true)).toBe("Orçamento 10002 enviado para análise.");
  });
});

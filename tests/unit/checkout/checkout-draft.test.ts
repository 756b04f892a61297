import { describe, expect, it } from "vitest";
import {
  boundedDraft,
  draftFields,
  MAX_DRAFT_BYTES,
  openDraft,
  sealDraft,
  type CheckoutDraft,
} from "~/services/checkout/checkout-draft.server";

const SECRET = "unit-test-secret-0123456789abcdef";
const OLD_SECRET = "unit-test-old-secret-0123456789ab";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const draft = (fields: CheckoutDraft["fields"]): CheckoutDraft => ({
  v: 1,
  idfornecedor: "aurora-id",
  idcliente: "501",
  at: 1_800_000_000_000,
  fields,
});

describe("what a checkout draft keeps of a posted form (ADR 0016)", () => {
  it("keeps the notes, the buyer's number, the method, the change and the answers; never a card, the key, the total or the slot", () => {
    const kept = draftFields(
      form({
        chave: "c0ffee2026checkout7f3a9b",
        totalVisto: "159.90",
        agendamentoVisto: "2026-12-01T09:00",
        intent: "finalizar",
        idformapagamento: "32",
        trocoPara: "100,00",
        anotacoes: "Entregar na portaria",
        numPedidoCliente: "OC-77",
        "caracteristica-6": "Ligar antes de substituir",
        numero: "4111111111111111",
        numeroCartao: "4111111111111111",
        cvc: "123",
        nomeCartao: "ANA SOUZA",
        validade: "12/30",
      }),
    );
    expect(kept).toEqual({
      idformapagamento: "32",
      trocoPara: "100,00",
      anotacoes: "Entregar na portaria",
      numPedidoCliente: "OC-77",
      caracteristicas: { "caracteristica-6": "Ligar antes de substituir" },
    });
  });

  it("cuts each field to its length, drops a method that is not one, and keeps nothing of an empty form", () => {
    const kept = draftFields(
      form({ anotacoes: "x".repeat(10_000), numPedidoCliente: "9".repeat(100), idformapagamento: "<script>" }),
    );
    expect(kept).toEqual({ anotacoes: "x".repeat(500), numPedidoCliente: "9".repeat(40) });
    expect(draftFields(form({ anotacoes: "  ", chave: "c0ffee2026checkout7f3a9b" }))).toBeNull();
  });

  it("stays within its size, the answers going first", () => {
    const caracteristicas = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`caracteristica-${index}`, "ç".repeat(200)]),
    );
    const bounded = boundedDraft(draft({ anotacoes: "é".repeat(500), caracteristicas }));
    expect(Buffer.byteLength(JSON.stringify(bounded))).toBeLessThanOrEqual(MAX_DRAFT_BYTES);
    expect(bounded.fields.anotacoes).toBe("é".repeat(500));
    expect(Object.keys(bounded.fields.caracteristicas!).length).toBeLessThan(20);
    // What was left out is not lost silently: the checkout says so.
    expect(bounded.incompleto).toBe(true);
    // The cookie a full draft makes leaves room for the others within a browser's 4 KB.
    expect(sealDraft(bounded, [SECRET]).length).toBeLessThan(2900);
  });

  it("a draft that fits whole is not marked; one that cannot fit at all keeps no field, marked", () => {
    const small = draft({ anotacoes: "Entregar na portaria", caracteristicas: { "caracteristica-6": "Ligar antes" } });
    expect(boundedDraft(small)).toEqual(small);
    // Control characters take six bytes each in JSON: 500 of them pass the bound without any answer.
    const unfit = boundedDraft(draft({ anotacoes: "\u0001".repeat(500), numPedidoCliente: "OC-77" }));
    expect(unfit).toMatchObject({ incompleto: true, fields: {} });
    expect(Buffer.byteLength(JSON.stringify(unfit))).toBeLessThanOrEqual(MAX_DRAFT_BYTES);
  });
});

describe("the draft's cookie value", () => {
  const kept = draft({ anotacoes: "Entregar na portaria" });

  it("is encrypted: the notes cannot be read in it, and it opens back with the secret", () => {
    const sealed = sealDraft(kept, [SECRET]);
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("portaria");
    expect(openDraft(sealed, [SECRET])).toEqual(kept);
  });

  it("opens with a secret being rotated out, and not with another secret, nor changed", () => {
    const sealed = sealDraft(kept, [OLD_SECRET]);
    expect(openDraft(sealed, [SECRET, OLD_SECRET])).toEqual(kept);
    expect(openDraft(sealed, [SECRET])).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    expect(openDraft(bytes.toString("base64url"), [OLD_SECRET])).toBeNull();
    expect(openDraft("not-a-draft", [SECRET])).toBeNull();
  });
});

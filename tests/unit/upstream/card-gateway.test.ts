/**
 * The reference server's card gateway (docs/upstream-api.md §56): brands from the number, the Luhn
 * check, the documented test numbers, expiry in São Paulo time and the billing address the issuer
 * holds.
 */
import { describe, expect, it } from "vitest";
import {
  GATEWAY_MESSAGES,
  cardBrand,
  cardMask,
  chargeNewCard,
  chargeSavedCard,
  isExpired,
} from "../../../upstream/data/card-gateway";

/** A São Paulo wall-clock time ("2026-11-23T09:00") as an instant. */
const at = (local: string) => new Date(`${local}:00-03:00`);
const NOW = at("2026-11-23T09:00");

const BILLING = {
  faturamento_cep: "01310100",
  faturamento_rua: "Avenida Paulista",
  faturamento_numero: "1578",
  faturamento_complemento: null,
  faturamento_bairro: "Bela Vista",
  faturamento_cidade: "São Paulo",
  faturamento_estado: "SP",
  faturamento_pais: "Brasil",
};

const card = (number: string, change: Record<string, unknown> = {}) => ({
  number,
  expiry: "12/28",
  ...BILLING,
  ...change,
});

describe("cardBrand", () => {
  it.each([
    { number: "4111111111111111", brand: "Visa" },
    { number: "4000000000000002", brand: "Visa" },
    { number: "5555555555554444", brand: "Mastercard" },
    { number: "2223000048400011", brand: "Mastercard" },
    { number: "378282246310005", brand: "American Express" },
    { number: "6362970000457013", brand: "Elo" },
    { number: "4389351648020055", brand: "Elo" },
    { number: "6062825624254001", brand: "Hipercard" },
    { number: "38520000023237", brand: "Diners Club" },
    { number: "4111111111111112", brand: null, why: "fails the Luhn check" },
    { number: "5555555555554445", brand: null, why: "fails the Luhn check" },
    { number: "6062825624254002", brand: null, why: "fails the Luhn check" },
    { number: "411111111111116", brand: null, why: "is no Visa length" },
    { number: "1234567812345670", brand: null, why: "passes Luhn but is no brand's" },
  ])("$number → $brand", ({ number, brand }) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe("cardMask", () => {
  it.each([
    { number: "4111111111111111", mask: "•••• 1111" },
    { number: "378282246310005", mask: "•••• 0005" },
  ])("$number → $mask", ({ number, mask }) => {
    expect(cardMask(number)).toBe(mask);
  });
});

describe("isExpired", () => {
  it.each([
    { expiry: "11/26", now: NOW, expired: false, case: "valid through the current month" },
    { expiry: "12/26", now: NOW, expired: false, case: "next month" },
    { expiry: "01/27", now: NOW, expired: false, case: "next year" },
    { expiry: "10/26", now: NOW, expired: true, case: "last month" },
    { expiry: "12/25", now: NOW, expired: true, case: "last year" },
    {
      expiry: "11/26",
      now: at("2026-11-30T23:59"),
      expired: false,
      case: "the month's last minute in São Paulo (already December in UTC)",
    },
    { expiry: "11/26", now: at("2026-12-01T00:00"), expired: true, case: "the next month's first minute in São Paulo" },
  ])("$expiry: $case", ({ expiry, now, expired }) => {
    expect(isExpired(expiry, now)).toBe(expired);
  });
});

describe("chargeNewCard", () => {
  it.each([
    {
      case: "4111 1111 1111 1111 is approved",
      card: card("4111111111111111"),
      status: "APROVADO",
      mensagem: GATEWAY_MESSAGES.approved,
      bandeira: "Visa",
    },
    {
      case: "any other valid number is approved",
      card: card("5555555555554444"),
      status: "APROVADO",
      mensagem: GATEWAY_MESSAGES.approved,
      bandeira: "Mastercard",
    },
    {
      case: "an Elo card is approved",
      card: card("6362970000457013"),
      status: "APROVADO",
      mensagem: GATEWAY_MESSAGES.approved,
      bandeira: "Elo",
    },
    {
      case: "4000 0000 0000 0002 is declined",
      card: card("4000000000000002"),
      status: "RECUSADO",
      mensagem: "Cartão recusado pelo emissor.",
      bandeira: "Visa",
    },
    {
      case: "4000 0000 0000 0077 is left for analysis",
      card: card("4000000000000077"),
      status: "PENDENTE",
      mensagem: "Pagamento em análise pelo emissor.",
      bandeira: "Visa",
    },
    {
      case: "a number failing Luhn is invalid",
      card: card("4111111111111112"),
      status: "RECUSADO",
      mensagem: "Número de cartão inválido.",
      bandeira: null,
    },
    {
      case: "a number of no brand is invalid",
      card: card("1234567812345670"),
      status: "RECUSADO",
      mensagem: "Número de cartão inválido.",
      bandeira: null,
    },
    {
      case: "an invalid number is said before an expired card",
      card: card("4111111111111112", { expiry: "01/20" }),
      status: "RECUSADO",
      mensagem: "Número de cartão inválido.",
      bandeira: null,
    },
    {
      case: "an expired card is refused",
      card: card("4111111111111111", { expiry: "10/26" }),
      status: "RECUSADO",
      mensagem: "Cartão vencido.",
      bandeira: "Visa",
    },
    {
      case: "an expired test card is refused as expired",
      card: card("4000000000000077", { expiry: "10/26" }),
      status: "RECUSADO",
      mensagem: "Cartão vencido.",
      bandeira: "Visa",
    },
    {
      case: "a billing CEP of 7 digits does not match",
      card: card("4111111111111111", { faturamento_cep: "0131010" }),
      status: "RECUSADO",
      mensagem: GATEWAY_MESSAGES.billingMismatch,
      bandeira: "Visa",
    },
    {
      case: "a billing CEP with its dash does not match",
      card: card("4111111111111111", { faturamento_cep: "01310-100" }),
      status: "RECUSADO",
      mensagem: GATEWAY_MESSAGES.billingMismatch,
      bandeira: "Visa",
    },
    {
      case: "a billing address without its street does not match",
      card: card("4111111111111111", { faturamento_rua: "" }),
      status: "RECUSADO",
      mensagem: GATEWAY_MESSAGES.billingMismatch,
      bandeira: "Visa",
    },
    {
      case: "a billing address without its city does not match",
      card: card("4111111111111111", { faturamento_cidade: undefined }),
      status: "RECUSADO",
      mensagem: GATEWAY_MESSAGES.billingMismatch,
      bandeira: "Visa",
    },
    {
      case: "a billing state of 3 letters does not match",
      card: card("4111111111111111", { faturamento_estado: "SPX" }),
      status: "RECUSADO",
      mensagem: GATEWAY_MESSAGES.billingMismatch,
      bandeira: "Visa",
    },
    {
      case: "an expired card is said before its billing address",
      card: card("4111111111111111", { expiry: "10/26", faturamento_cep: "" }),
      status: "RECUSADO",
      mensagem: "Cartão vencido.",
      bandeira: "Visa",
    },
    {
      case: "without a complement or country the address is complete",
      card: card("4111111111111111", { faturamento_complemento: undefined, faturamento_pais: undefined }),
      status: "APROVADO",
      mensagem: GATEWAY_MESSAGES.approved,
      bandeira: "Visa",
    },
  ])("$case", ({ card: charged, status, mensagem, bandeira }) => {
    expect(chargeNewCard(charged, NOW)).toEqual({ status, mensagem, bandeira });
  });

  it("spells the billing message as the issuer's refusal", () => {
    expect(GATEWAY_MESSAGES.billingMismatch).toBe("Endereço de cobrança do cartão não confere com o do emissor.");
  });
});

describe("chargeSavedCard", () => {
  it.each([
    { validade: "11/26", status: "APROVADO", mensagem: "Pagamento aprovado." },
    { validade: "10/26", status: "RECUSADO", mensagem: "Cartão vencido." },
  ])("a kept card valid through $validade: $status", ({ validade, status, mensagem }) => {
    expect(chargeSavedCard({ validade }, NOW)).toEqual({ status, mensagem });
  });
});

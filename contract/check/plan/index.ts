// The plan: every call of docs/upstream-api.md, in an order where each gets real inputs from the
// answers before it (the supplier, then its catalogue as a guest, a sign-up, the customer's login,
// the cart, an address, the delivery options, orders, payments, shopping lists, the chat), the test address deleted and the
// session ended last.
import { loginSteps, logoutStep, signUpSteps } from "./accounts";
import { cartSteps } from "./cart";
import { chatSteps } from "./chat";
import { alertSteps, catalogueSteps } from "./catalogue";
import { addressCleanupSteps, addressSteps, cepStep, mapTileStep } from "./delivery";
import { listSteps } from "./lists";
import { orderSteps } from "./orders";
import { paymentSteps } from "./payments";
import type { Step } from "./step";
import { imageStep, supplierSteps } from "./supplier";

export const PLAN: readonly Step[] = [
  ...supplierSteps,
  cepStep,
  mapTileStep,
  ...catalogueSteps,
  imageStep,
  ...signUpSteps,
  ...loginSteps,
  ...alertSteps,
  ...cartSteps,
  ...addressSteps,
  ...orderSteps,
  ...paymentSteps,
  ...listSteps,
  ...chatSteps,
  ...addressCleanupSteps,
  logoutStep,
];

/** Sections of docs/upstream-api.md that state conventions and define no call of their own. */
export const SECTIONS_WITHOUT_CALLS: Readonly<Record<number, string>> = {
  26: "Accounts: conventions",
  39: "Cart: conventions",
  56: "Payments: conventions and the test card gateway (its calls are 57–60)",
  71: "Shopping lists: conventions (its calls are 72–81)",
  82: "Chat: conventions (its calls are 83–88)",
  88: "The chat socket: socket.io, not HTTP; the kit does not check it",
};

import { orderMessages } from "./messages/order";
import { cartMessages } from "./messages/cart";
import { couponMessages } from "./messages/coupon";
import { deliveryMessages } from "./messages/delivery";
import { paymentMessages } from "./messages/payment";
import { apiKeyMessages } from "./messages/api-key";
import { addressMessages } from "./messages/address";
import { supplierLookupMessages } from "./messages/supplier-lookup";
import { staticPageMessages } from "./messages/static-page";
import { userMessages } from "./messages/user";
import { authMessages } from "./messages/auth";
import { registrationMessages } from "./messages/registration";
import { recoveryMessages } from "./messages/recovery";
import { formsMessages } from "./messages/forms";
import { usersMessages } from "./messages/users";
import { accountFieldsMessages } from "./messages/account-fields";
import { pageHeadMessages } from "./messages/page-head";
import { errorsMessages } from "./messages/errors";
import { comboMessages } from "./messages/combo";
import { chatMessages } from "./messages/chat";

/**
 * Every user-facing message of the spec (§4, §5, §6, §8), verbatim, plus the storefront's own
 * pt-BR texts for situations the spec leaves open. Use these constants; never retype a message.
 *
 * Each domain's messages live in a module of their own (app/models/messages/): code that runs in
 * the browser imports the domain it uses (`cartMessages` of ./messages/cart), so that a page's JS
 * carries only the messages of the domains its code uses, not every domain's that any page uses
 * (the shell every page loads kept them all: 0.2–0.5 KiB gzip). Server code may use this object.
 */
export const messages = {
  order: orderMessages,
  cart: cartMessages,
  coupon: couponMessages,
  delivery: deliveryMessages,
  payment: paymentMessages,
  apiKey: apiKeyMessages,
  address: addressMessages,
  supplierLookup: supplierLookupMessages,
  staticPage: staticPageMessages,
  user: userMessages,
  auth: authMessages,
  registration: registrationMessages,
  recovery: recoveryMessages,
  forms: formsMessages,
  users: usersMessages,
  accountFields: accountFieldsMessages,
  pageHead: pageHeadMessages,
  errors: errorsMessages,
  combo: comboMessages,
  chat: chatMessages,
} as const;

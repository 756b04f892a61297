/*
 * GA4 for a shopper who chose performance cookies at a supplier with analytics (docs/decisions/0041).
 * Added by the page's own script (trusted by the CSP's 'strict-dynamic') with the supplier's key in
 * data-key, never part of a page's JS. Sets up dataLayer and gtag, adds Google's script (async: its
 * failure to load changes nothing), and sends what the page names: an element's data-ga
 * (view_item_list, view_item, begin_checkout, add_payment_info, purchase), once per element and value,
 * a purchase once per order in this tab; a form's data-ga-submit as it is posted (add_to_cart, with
 * the quantity posted). It sends only while `<html data-ga4>` names its key: the layout removes it when
 * the shopper withdraws the choice (or leaves for a store with another key), and GA4's consent is then
 * set to denied; granted again when the attribute comes back.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  var key = script && script.dataset.key;
  if (!key || !/^G-[A-Z0-9]{4,20}$/.test(key) || window.gtag) return;
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function gtag() {
    dataLayer.push(arguments);
  }
  window.gtag = gtag;
  function allowed() {
    return document.documentElement.getAttribute("data-ga4") === key;
  }
  gtag("js", new Date());
  gtag("config", key);
  var google = document.createElement("script");
  google.async = true;
  google.src = "https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(key);
  google.onerror = function () {
    google.remove();
  };
  document.head.appendChild(google);

  function firstTimeOf(transaction) {
    try {
      var seen = (sessionStorage.getItem("ga4-pedidos") || "").split(" ");
      if (seen.indexOf(transaction) !== -1) return false;
      sessionStorage.setItem("ga4-pedidos", seen.slice(-20).concat(transaction).join(" ").trim());
    } catch {
      // No storage: each opening counts.
    }
    return true;
  }

  function send(json, form) {
    if (!json || !allowed()) return;
    try {
      var params = JSON.parse(json);
      var event = params.event;
      delete params.event;
      var posted = form ? new FormData(form).get("quantidade") : null;
      var quantity = Number(String(posted || "").replace(",", "."));
      if (form && params.items && quantity > 0) {
        params.items = params.items.map(function (item) {
          return Object.assign({}, item, { quantity: quantity });
        });
        params.value = Math.round(params.items.reduce(function (sum, item) { return sum + item.price * quantity; }, 0) * 100) / 100;
      }
      if (event === "purchase" && params.transaction_id && !firstTimeOf(String(params.transaction_id))) return;
      gtag("event", event, params);
    } catch {
      // An event that does not read is not sent: analytics never disturbs the page.
    }
  }

  var sent = new WeakMap();
  function scan() {
    if (!allowed()) return;
    document.querySelectorAll("[data-ga]").forEach(function (element) {
      var value = element.getAttribute("data-ga");
      if (sent.get(element) === value) return;
      sent.set(element, value);
      send(value);
    });
  }
  new MutationObserver(scan).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-ga"],
  });
  scan();
  var granted = true;
  new MutationObserver(function () {
    if (allowed() === granted) return;
    granted = allowed();
    gtag("consent", "update", { analytics_storage: granted ? "granted" : "denied" });
    if (granted) scan();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-ga4"] });
  document.addEventListener(
    "submit",
    function (event) {
      var form = event.target;
      if (form instanceof HTMLFormElement && form.dataset.gaSubmit) send(form.dataset.gaSubmit, form);
    },
    true,
  );
})();

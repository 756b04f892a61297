/**
 * GA4, loaded only after the shopper chose performance at a supplier with analytics (ADR 0041): this
 * module is imported on demand by the layout, never part of a page's own JS. It sets up `dataLayer`
 * and `gtag`, adds Google's script (async; a failure to load it changes nothing on the page), and
 * sends the events the page names: an element's `data-ga` (view_item_list, view_item,
 * begin_checkout, purchase), each once per element and value, and a form's `data-ga-submit` as it
 * is posted (add_to_cart, add_payment_info; the quantity field's value when the form has one).
 */
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

let started = false;

type Params = { items?: { price: number; quantity: number }[]; value?: number; transaction_id?: string };

/** A purchase is sent once per order in this tab, however often its page is opened again. */
function firstTimeOf(transaction: string): boolean {
  try {
    const key = "ga4-pedidos";
    const seen = (sessionStorage.getItem(key) ?? "").split(" ");
    if (seen.includes(transaction)) return false;
    sessionStorage.setItem(key, [...seen.slice(-20), transaction].join(" ").trim());
  } catch {
    // No storage: each opening counts.
  }
  return true;
}

function send(gtag: Gtag, json: string | undefined, form?: HTMLFormElement): void {
  if (!json) return;
  try {
    const { event, ...params } = JSON.parse(json) as Params & { event: string };
    const quantity = Number(String((form && new FormData(form).get("quantidade")) ?? "").replace(",", "."));
    if (form && params.items && Number.isFinite(quantity) && quantity > 0) {
      params.items = params.items.map((item) => ({ ...item, quantity }));
      params.value = Math.round(params.items.reduce((sum, item) => sum + item.price * quantity, 0) * 100) / 100;
    }
    if (event === "purchase" && params.transaction_id && !firstTimeOf(params.transaction_id)) return;
    gtag("event", event, params);
  } catch {
    // An event that does not read is not sent: analytics never disturbs the page.
  }
}

export function startAnalytics(key: string): void {
  if (started) return;
  started = true;
  const w = window as AnalyticsWindow;
  const dataLayer = (w.dataLayer ??= []);
  const gtag: Gtag = function gtag() {
    // gtag.js reads the Arguments object itself, as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag = gtag;
  gtag("js", new Date());
  gtag("config", key);
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(key)}`;
  script.onerror = () => script.remove();
  document.head.appendChild(script);

  const sent = new WeakMap<Element, string>();
  const scan = () => {
    for (const element of document.querySelectorAll<HTMLElement>("[data-ga]")) {
      const value = element.dataset.ga ?? "";
      if (sent.get(element) === value) continue;
      sent.set(element, value);
      send(gtag, value);
    }
  };
  new MutationObserver(scan).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-ga"],
  });
  scan();
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement) send(gtag, form.dataset.gaSubmit, form);
    },
    true,
  );
}

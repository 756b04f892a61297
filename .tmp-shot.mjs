import { chromium } from "@playwright/test";
const [base, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const js of [true, false]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js, baseURL: base });
  const page = await context.newPage();
  const r = await page.request.post("/aurora/entrar", { form: { login: "cliente@exemplo.com.br", senha: "demo1234" }, headers: { Origin: base }, maxRedirects: 0 });
  if (r.status() !== 303) throw new Error("login " + r.status() + (await r.text()).slice(0, 300));
  if (js) {
    // Same cart every time: whatever is there, then these lines.
    for (const [id, q] of [["1001", "3"], ["1002", "2"]]) {
      const a = await page.request.post("/aurora/carrinho", { form: { intent: "adicionar", idproduto: id, quantidade: q, redirectTo: "/aurora/carrinho" }, headers: { Origin: base }, maxRedirects: 0 });
      console.log("add", id, a.status());
    }
  }
  await page.goto("/aurora/carrinho", { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}-js${js ? "on" : "off"}.png`, fullPage: true });
  const html = await page.locator("main").innerHTML();
  (await import("node:fs")).writeFileSync(`${out}-js${js ? "on" : "off"}.html`, html);
  await context.close();
}
await browser.close();

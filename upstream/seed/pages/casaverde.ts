import { webPage, type StaticPageSeed } from "./types";

/** Hortifruti Casa Verde's own pages. */
export const casaverdePages: StaticPageSeed[] = [
  {
    slug: "sobre",
    titulo: "Quem somos",
    tags: ["WEB", "APP"],
    conteudo: `<h2>Quem somos</h2>
<p>A Casa Verde é um hortifrúti de bairro no Cambuí, em Campinas, aberto desde 2012.</p>
<p>Compramos direto de produtores da região e separamos cada pedido à mão, na hora.</p>
<p>Conheça <a href="/paginas/produtores">os nossos produtores</a>.</p>`,
  },
  webPage(
    "produtores",
    "Nossos produtores",
    `<h2>Nossos produtores</h2>
<ul>
  <li><strong>Sítio Raiz</strong> (Joaquim Egídio): frutas e verduras orgânicas certificadas.</li>
  <li><strong>Horta Campinas</strong> (Sousas): folhosas colhidas de madrugada.</li>
  <li><strong>Sítio Atibaia</strong> (Atibaia): morangos e frutas vermelhas.</li>
  <li><strong>Granja Santa Luzia</strong> (Valinhos): ovos frescos.</li>
</ul>`,
  ),
  webPage(
    "como-retirar",
    "Como retirar",
    `<h2>Como retirar o seu pedido</h2>
<ol>
  <li>Faça o pedido pelo site e pague com PIX ou na retirada.</li>
  <li>Em até 2 horas o pedido fica pronto; avisamos por e-mail.</li>
  <li>Retire no balcão de pedidos da loja, de segunda a sábado, das 7h às 20h.</li>
</ol>
<p>Endereço: Av. Coronel Silva Teles, 600 — Cambuí, Campinas - SP.</p>`,
  ),
];

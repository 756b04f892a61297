import { webPage, type StaticPageSeed } from "./types";

/** Empório Bom Sabor's own pages. */
export const bomsaborPages: StaticPageSeed[] = [
  {
    slug: "sobre",
    titulo: "Nossa história",
    tags: ["WEB", "APP"],
    conteudo: `<h2>Nossa história</h2>
<p>O Empório Bom Sabor nasceu em 2009, em Pinheiros, com uma pequena seleção de queijos da Serra da Canastra.</p>
<p>Hoje reunimos azeites, vinhos, frios e doces de pequenos produtores do Brasil e do mundo.</p>
<h3>O que nos guia</h3>
<ul>
  <li>Produtores escolhidos pessoalmente</li>
  <li>Queijos e frios cortados no dia da entrega</li>
  <li>Atendimento de quem entende do que vende</li>
</ul>
<p>Siga o empório no <a href="https://www.instagram.com/emporiobomsabor">Instagram</a>.</p>`,
  },
  webPage(
    "entregas",
    "Entregas",
    `<h2>Entregas</h2>
<p>Entregamos de segunda a sábado, das 9h às 21h, em Pinheiros e nos bairros vizinhos. A entrega expressa chega
todos os dias, das 10h às 20h.</p>
<ul>
  <li>Pedidos até as 12h saem no mesmo dia.</li>
  <li>Frios e laticínios viajam em caixas térmicas.</li>
  <li>Bebidas alcoólicas só são entregues a maiores de 18 anos, com documento.</li>
</ul>`,
  ),
  webPage(
    "embalagem-para-presente",
    "Embalagem para presente",
    `<h2>Embalagem para presente</h2>
<p>Vinhos, chocolates e cestas podem ir embrulhados para presente. Marque a opção no carrinho.</p>
<ul>
  <li>Chocolates, azeites e cestas: R$ 9,90 por item.</li>
  <li>Garrafas de vinho e destilados: R$ 14,90 por item.</li>
</ul>
<p>Quer mandar um recado? Escreva a mensagem do cartão ao finalizar o pedido.</p>`,
  ),
];

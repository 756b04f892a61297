import { webPage, type StaticPageSeed } from "./types";

/**
 * Distribuidora Aurora's own pages. "sobre" deliberately carries a script, an event handler, a javascript:
 * link and an image with onerror: the storefront must sanitize page HTML before showing it.
 */
export const auroraPages: StaticPageSeed[] = [
  {
    slug: "sobre",
    titulo: "Sobre a Aurora",
    tags: ["WEB", "APP"],
    conteudo: `<h2>Quem somos</h2>
<p>A Distribuidora Aurora abastece mercados, restaurantes, padarias e bares da Grande São Paulo desde 1998.</p>
<p onclick="alert(1)">Trabalhamos com mercearia, bebidas, limpeza e higiene, sempre com preço de atacado.</p>
<script>alert(1)</script>
<h3>Nossos números</h3>
<ul>
  <li>Mais de 25 anos de mercado</li>
  <li>Mais de 3.000 clientes ativos</li>
  <li>Entrega no próximo dia útil para pedidos até as 14h</li>
</ul>
<img src=x onerror="alert(1)">
<p>Veja a nossa <a href="javascript:alert(1)">tabela de preços</a> ou fale com a gente pelo
<a href="https://wa.me/5511987650001">WhatsApp</a>.</p>`,
  },
  webPage(
    "como-comprar",
    "Como comprar",
    `<h2>Como comprar na Aurora</h2>
<ol>
  <li>Cadastre o seu CNPJ ou CPF e aguarde a aprovação do cadastro (até 1 dia útil).</li>
  <li>Monte o pedido: os preços de atacado aparecem a partir das quantidades indicadas em cada produto.</li>
  <li>Escolha a forma de pagamento: no PIX o preço já sai 3% menor.</li>
</ol>
<p>O pedido mínimo é de <strong>R$ 300,00</strong>. Dúvidas? Veja os
<a href="/paginas/prazos-de-entrega">prazos de entrega</a>.</p>`,
  ),
  webPage(
    "prazos-de-entrega",
    "Prazos de entrega",
    `<h2>Prazos de entrega</h2>
<p>Entregamos de segunda a sexta em toda a Grande São Paulo.</p>
<ul>
  <li>Pedidos confirmados até as 14h: entrega no próximo dia útil.</li>
  <li>Pedidos confirmados depois das 14h: entrega em até 2 dias úteis.</li>
  <li>Retirada no centro de distribuição da Mooca: a partir de 4 horas após a confirmação.</li>
</ul>`,
  ),
];

import type { SupplierSeed } from "../suppliers";
import { webPage, type StaticPageSeed } from "./types";

/** The pages every supplier has, written with its name and contacts. */
export function commonPages({ nome, rodape }: SupplierSeed): StaticPageSeed[] {
  const contact =
    `<a href="mailto:${rodape.email}">${rodape.email}</a> ou pelo telefone ` +
    `<a href="tel:+55${rodape.telefone.replace(/\D/g, "")}">${rodape.telefone}</a>`;
  return [
    webPage(
      "politica-de-privacidade",
      "Política de privacidade",
      `<h2>Política de privacidade</h2>
<p>A ${nome} trata os seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).</p>
<h3>Quais dados coletamos</h3>
<ul>
  <li>Dados de cadastro: nome, CPF ou CNPJ, e-mail e telefone.</li>
  <li>Endereços de entrega e de cobrança.</li>
  <li>Histórico de pedidos e preferências de compra.</li>
</ul>
<h3>Para que usamos</h3>
<p>Usamos os seus dados para processar pedidos, emitir notas fiscais, combinar a entrega ou a retirada e,
com o seu consentimento, enviar ofertas. Não vendemos dados a terceiros.</p>
<h3>Seus direitos</h3>
<p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail ${contact}.</p>`,
    ),
    webPage(
      "trocas-e-devolucoes",
      "Trocas e devoluções",
      `<h2>Trocas e devoluções</h2>
<p>Confira os produtos no recebimento. Se algo chegar errado, avariado ou fora da validade, recuse o item
ou registre a ocorrência no comprovante de entrega.</p>
<h3>Prazos</h3>
<ul>
  <li><strong>Produtos perecíveis:</strong> avise em até 24 horas após o recebimento.</li>
  <li><strong>Demais produtos:</strong> até 7 dias corridos, conforme o Código de Defesa do Consumidor.</li>
</ul>
<h3>Como pedir</h3>
<ol>
  <li>Fale com a gente pelo e-mail ${contact}.</li>
  <li>Informe o número do pedido e envie uma foto do produto.</li>
  <li>Escolha entre a troca, o crédito na loja ou o estorno do valor.</li>
</ol>`,
    ),
    {
      slug: "aplicativo",
      titulo: "Novidades do aplicativo",
      tags: ["APP"],
      conteudo: `<h2>Novidades do aplicativo</h2>
<p>Ative as notificações do aplicativo da ${nome} para receber ofertas relâmpago.</p>`,
    },
    {
      ...webPage(
        "em-revisao",
        "Programa de fidelidade",
        `<h2>Programa de fidelidade</h2>\n<p>Regulamento em elaboração.</p>`,
      ),
      emRevisao: true,
    },
  ];
}

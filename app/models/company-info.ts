import { formatDocument } from "./document";
import { whatsappNumber } from "./phone-format";
import type { Footer } from "./supplier";
import type { FooterContact, FooterFacts } from "./supplier-layout";

/**
 * The footer's shopping information (issue "phone-first", item 7): the company behind the store and
 * its social networks by their names. Apart from shopping-info.ts: the footer is on every page.
 */

/** Social networks by the names their owners write them in. */
const NETWORK_NAMES: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  twitter: "X (Twitter)",
  x: "X",
  whatsapp: "WhatsApp",
  pinterest: "Pinterest",
  threads: "Threads",
  kwai: "Kwai",
  telegram: "Telegram",
};

/** A social network's name as the footer shows it: the known ones as their owners write them, others with a capital first letter. */
export function socialNetworkName(rede: string): string {
  const name = rede.trim();
  const known = NETWORK_NAMES[name.toLowerCase().replace(/[\s._-]/g, "")];
  if (known) return known;
  return name.charAt(0).toLocaleUpperCase("pt-BR") + name.slice(1);
}

/**
 * The company behind the store, as the foot of every page says it: "Razão Social Ltda. · CNPJ
 * 18.345.672/0001-02"; the CNPJ alone when no name is given, nothing without a CNPJ.
 */
export function companyLine(razaoSocial: string | null, cnpj: string | null): string | null {
  const document = cnpj?.trim() ? formatDocument(cnpj.trim()) : null;
  if (!document) return null;
  const name = razaoSocial?.trim();
  return name ? `${name} · CNPJ ${document}` : `CNPJ ${document}`;
}

/** The footer's contact and company as it says them (the layout's loader gives them to the footer). */
export function footerFacts(footer: Footer): FooterFacts {
  const { telefone, email } = footer.contato;
  const whatsapp = footer.contato.whatsapp ? whatsappNumber(footer.contato.whatsapp) : null;
  const contact: (FooterContact | null)[] = [
    telefone ? { label: "Telefone:", text: telefone, href: `tel:${telefone.replace(/[^\d+]/g, "")}` } : null,
    whatsapp
      ? {
          label: "WhatsApp:",
          text: whatsapp.label,
          href: `https://wa.me/${whatsapp.digits}`,
          rel: "noopener noreferrer",
        }
      : null,
    email ? { label: "E-mail:", text: email, href: `mailto:${email}` } : null,
    footer.endereco ? { label: null, text: footer.endereco, href: null } : null,
  ];
  return {
    company: companyLine(footer.razao_social, footer.cnpj),
    contact: contact.filter((item): item is FooterContact => item !== null),
    socialNetworks: footer.redes_sociais.map((rede) => ({
      descricao: socialNetworkName(rede.rede),
      destino: rede.url,
    })),
  };
}

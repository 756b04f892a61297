// What the document cannot say of an answer's content, checked against the contract's prose: a
// slot's start carries its time-zone offset (§51), a PIX code's CRC16 checks (§59), a DANFE is a PDF
// (§64), an NF-e's XML parses and carries the order's access key (§65).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { pixCrcFault } from "../../../app/models/checkout/pix-code";
import type { Fault } from "../document";
import { at, list } from "../json";

/** An instant with its offset (RFC 3339): `2026-11-25T08:00:00-03:00`, or `Z` for UTC. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** Calls 51 and 52: every slot's `data_de_entrega` is an instant with its offset, which the order sends back and the server compares as an instant. */
export function slotOffsetFaults(data: unknown): Fault[] {
  return list(data).flatMap((option, index) =>
    list(at(option, "agendamentos")).flatMap((slot, position): Fault[] => {
      const start = at(slot, "data_de_entrega");
      if (typeof start !== "string") return [];
      if (WITH_OFFSET.test(start) && !Number.isNaN(Date.parse(start))) return [];
      return [
        {
          path: `/${index}/agendamentos/${position}/data_de_entrega`,
          message: `${JSON.stringify(start)} is not an instant with its time-zone offset (§51: the slot's start with its offset, e.g. 2026-11-25T08:00:00-03:00)`,
        },
      ];
    }),
  );
}

/** Call 59: `copiaECola` closes with field 63, the CRC16-CCITT-FALSE of the payload up to and including "6304". */
export function pixCodeFaults(data: unknown): Fault[] {
  const code = at(data, "copiaECola");
  if (typeof code !== "string") return [];
  const fault = pixCrcFault(code);
  return fault ? [{ path: "/copiaECola", message: `a BR Code no bank accepts: ${fault}` }] : [];
}

/** How far into a file readers look for the PDF header ("%PDF-"): within its first 1024 bytes. */
const PDF_HEADER_WITHIN = 1024;

/** Call 64: the body is a PDF (its header, "%PDF-", within the first 1024 bytes, as PDF readers look for it). */
export function pdfFaults(body: Uint8Array): Fault[] {
  if (body.length === 0) return [];
  const head = new TextDecoder("latin1").decode(body.subarray(0, PDF_HEADER_WITHIN));
  if (head.includes("%PDF-")) return [];
  const start = JSON.stringify(head.slice(0, 16));
  return [
    { path: "", message: `not a PDF: no "%PDF-" header in its first ${PDF_HEADER_WITHIN} bytes (it starts ${start})` },
  ];
}

type XmlNode = Record<string, unknown>;

/** The first element of that name anywhere under the node (namespace prefixes dropped), depth first. */
function find(node: unknown, name: string): unknown {
  if (!node || typeof node !== "object") return undefined;
  for (const [key, value] of Object.entries(node as XmlNode)) {
    if (key === name) return Array.isArray(value) ? value[0] : value;
    for (const child of Array.isArray(value) ? value : [value]) {
      const found = find(child, name);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const textOf = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : undefined;

/**
 * Call 65: the body is well-formed XML with an NF-e whose `infNFe` `Id` is "NFe" and the order's
 * access key (call 55's `notaFiscal.chave`), and whose authorization (`protNFe/infProt/chNFe`),
 * where there is one, names the same key. Namespace prefixes and the XML declaration are the
 * server's choice.
 */
export function nfeXmlFaults(body: Uint8Array, chave: string | undefined): Fault[] {
  if (body.length === 0) return [];
  const xml = new TextDecoder("utf-8").decode(body);
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return [
      {
        path: "",
        message: `does not parse as XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
      },
    ];
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
  }).parse(xml) as unknown;
  const infNFe = find(parsed, "infNFe");
  if (!infNFe || typeof infNFe !== "object") return [{ path: "", message: "no NF-e in it: no infNFe element" }];
  const id = textOf((infNFe as XmlNode)["@Id"]);
  if (!chave)
    return id && /^NFe\d{44}$/.test(id)
      ? []
      : [{ path: "", message: `infNFe's Id is ${JSON.stringify(id ?? null)}, not "NFe" and a 44-digit access key` }];
  const faults: Fault[] = [];
  if (id !== `NFe${chave}`)
    faults.push({
      path: "",
      message: `infNFe's Id is ${JSON.stringify(id ?? null)}, where the order's access key (call 55's notaFiscal.chave) makes "NFe${chave}"`,
    });
  const authorized = textOf(find(find(parsed, "protNFe"), "chNFe"));
  if (authorized !== undefined && authorized !== chave)
    faults.push({
      path: "",
      message: `protNFe's chNFe is ${authorized}, not the order's access key ${chave} (call 55's notaFiscal.chave)`,
    });
  return faults;
}

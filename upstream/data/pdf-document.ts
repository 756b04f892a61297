import PDFDocument from "pdfkit";

/**
 * A PDF drawn with pdfkit (its standard Helvetica fonts, so nothing is read from the network or the
 * system), collected in memory: the order documents are a page or a few, tens of kilobytes.
 */

export type Pdf = PDFKit.PDFDocument;

export type PdfInfo = { title: string; author: string; subject: string };

/** Draws with `draw` on an A4 document and answers its bytes; a failure while drawing or writing rejects. */
export function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void | Promise<void>, createdAt: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 28,
      bufferPages: true,
      info: { Title: info.title, Author: info.author, Subject: info.subject, Producer: "storefront-upstream", Creator: "storefront-upstream", CreationDate: createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    Promise.resolve()
      .then(() => draw(doc))
      .then(
        () => doc.end(),
        (error: unknown) => {
          reject(error);
          doc.end();
        }
      );
  });
}

/** A labelled box of a form (the DANFE's fields): a small caption and its value, within the rectangle. */
export function field(doc: Pdf, x: number, y: number, width: number, height: number, label: string, value: string, options: { align?: "left" | "right" | "center"; bold?: boolean; size?: number } = {}): void {
  doc.lineWidth(0.5).rect(x, y, width, height).stroke();
  doc.font("Helvetica").fontSize(5.5).fillColor("#000").text(label.toUpperCase(), x + 2, y + 1.5, { width: width - 4, lineBreak: false, ellipsis: true });
  doc
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(options.size ?? 8)
    .text(value, x + 2, y + 8.5, { width: width - 4, height: height - 9, align: options.align ?? "left", ellipsis: true });
}

/** A section's title above its boxes. */
export function sectionTitle(doc: Pdf, x: number, y: number, text: string): void {
  doc.font("Helvetica-Bold").fontSize(6.5).fillColor("#000").text(text.toUpperCase(), x, y, { lineBreak: false });
}

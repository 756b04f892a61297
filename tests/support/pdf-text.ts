import { extractText, getDocumentProxy } from "unpdf";

/**
 * The text of a PDF, its pages joined, as a reader's copy-and-paste gives it (Mozilla's PDF.js through
 * unpdf), and how many pages it has: for checking what the order documents print.
 */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<{ text: string; pages: number }> {
  // A copy: PDF.js takes the buffer over (and refuses a Buffer).
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    return { text: text.replace(/\s+/g, " "), pages: totalPages };
  } finally {
    await pdf.destroy();
  }
}

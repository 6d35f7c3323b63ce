import { AGENT_FILE_MAX_PDF_PAGES, AGENT_FILE_MAX_TEXT_CHARS, type TAgentFileFormat } from '@atrium/contracts/agent-knowledge';
import { getDocumentProxy } from 'unpdf';
import { PAGE_BREAK } from './sources/file-blocks';

/**
 * Reading an uploaded file's text (decision 036): checked by its bytes, never by its name or type alone; a PDF is read
 * with unpdf (pdf.js built for servers). Messages are for the person who uploaded the file.
 */

/** A file that cannot be used, with the reason in the uploader's words. */
export class UnreadableFile extends Error {}

const PDF_MAGIC = '%PDF-';

/** True when the bytes start like a PDF (a PDF may have a few bytes of junk before its header; pdf.js reads those). */
export const looksLikePdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 1024)).toString('latin1').includes(PDF_MAGIC);

/** UTF-8 text without NUL bytes (a binary file decodes to neither), with its byte-order mark dropped. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** Control characters but tab, newline and the page break are not text (and some pass no text check). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000d-\u001f\u007f]/g;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Opens a PDF, turning pdf.js's failures into the uploader's reasons. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // A copy: pdf.js may transfer (detach) the buffer it is given. Verbosity 0: its warnings are not ours to log.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
    if (pdf.numPages > AGENT_FILE_MAX_PDF_PAGES)
      throw new UnreadableFile(`The PDF has ${pdf.numPages} pages: at most ${AGENT_FILE_MAX_PDF_PAGES} can be read`);
    return pdf;
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new UnreadableFile('The PDF is password-protected: save a copy without a password and upload that');
    throw new UnreadableFile('The file is not a readable PDF: it may be damaged, or not a PDF at all');
  }
}

export interface FileText {
  text: string;
  truncated: boolean;
}

/** The text of each page, pages apart (PAGE_BREAK); `onPage` hears each page read, for the file's progress. */
async function pdfText(bytes: Uint8Array, onPage: (done: number, total: number) => Promise<void>): Promise<string> {
  const pdf = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      page.cleanup();
      await onPage(n, pdf.numPages);
    }
    return pages.join(PAGE_BREAK);
  } finally {
    await pdf.destroy();
  }
}

/** The file's text, at most AGENT_FILE_MAX_TEXT_CHARS of it; an empty one is unreadable, with the reason. */
export async function readFileText(
  format: TAgentFileFormat,
  bytes: Uint8Array,
  onPage: (done: number, total: number) => Promise<void>,
): Promise<FileText> {
  const text = format === 'pdf' ? await pdfText(bytes, onPage) : decodeText(bytes);
  if (text === null) throw new UnreadableFile('The file is not UTF-8 text');
  if (!text.replace(new RegExp(PAGE_BREAK, 'g'), '').trim()) {
    throw new UnreadableFile(
      format === 'pdf'
        ? 'The PDF has no text to read: its pages are only images (a scan). Export it with its text, or run text recognition (OCR) first'
        : 'The file has no text',
    );
  }
  const truncated = text.length > AGENT_FILE_MAX_TEXT_CHARS;
  const clean = (truncated ? text.slice(0, AGENT_FILE_MAX_TEXT_CHARS) : text).replace(CONTROL, '');
  return { text: clean, truncated };
}

/**
 * The invoice's PDF in demo mode: one A4 page of ASCII text (the standard Helvetica needs no embedded
 * font) built by hand, with a correct cross-reference table so that any viewer opens it.
 *
 * Its URL carries what it shows (`/__mock/invoice/<invoiceId>.pdf?no=&amount=&issued=`): an <iframe>
 * or a download link is a navigation, which msw's service worker lets through to the network, so the
 * dev and preview servers answer it (scripts/plugins/mock-invoice-pdf.ts) without the browser's mock
 * db; fetch() calls get the same bytes from the msw handler (handlers.ts). No `@/` imports: the Vite
 * plugin loads this file in node.
 */

export const INVOICE_PDF_PREFIX = '/__mock/invoice/'

export interface InvoicePdfFacts {
  invoiceId: string
  invoiceNo: string
  /** Cents, tax included. */
  totalAmount: number
  /** 'YYYY-MM-DD HH:mm:ss'. */
  issueTime: string
}

const ID_RE = /^[A-Za-z0-9_-]{1,40}$/

export function invoicePdfPath(facts: InvoicePdfFacts): string {
  const query = new URLSearchParams({
    no: facts.invoiceNo,
    amount: String(facts.totalAmount),
    issued: facts.issueTime,
  })
  return `${INVOICE_PDF_PREFIX}${facts.invoiceId}.pdf?${query.toString()}`
}

/** The invoice id of a PDF path (`/__mock/invoice/IV00000001.pdf`), or null. */
export function pdfInvoiceId(pathname: string): string | null {
  if (!pathname.startsWith(INVOICE_PDF_PREFIX) || !pathname.endsWith('.pdf')) return null
  const id = pathname.slice(INVOICE_PDF_PREFIX.length, -'.pdf'.length)
  return ID_RE.test(id) ? id : null
}

/** What a PDF URL says; null when it is not a well-formed one (the servers answer 404). */
export function pdfFactsOf(url: URL): InvoicePdfFacts | null {
  const invoiceId = pdfInvoiceId(url.pathname)
  const invoiceNo = url.searchParams.get('no') ?? ''
  const totalAmount = Number(url.searchParams.get('amount'))
  const issueTime = url.searchParams.get('issued') ?? ''
  const wellFormed =
    invoiceId !== null &&
    /^(\d{8}|\d{20})$/.test(invoiceNo) &&
    Number.isInteger(totalAmount) &&
    totalAmount >= 0 &&
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(issueTime)
  return wellFormed ? { invoiceId, invoiceNo, totalAmount, issueTime } : null
}

function yuan(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** The page's lines (ASCII: the base-14 fonts have no Chinese glyphs). */
function lines(facts: InvoicePdfFacts): string[] {
  return [
    'E-INVOICE (DEMO)',
    '',
    `Invoice No.: ${facts.invoiceNo}`,
    `Invoice ID: ${facts.invoiceId}`,
    `Issued: ${facts.issueTime}`,
    `Total (tax included): CNY ${yuan(facts.totalAmount)}`,
    '',
    'Made by the mock operator of the demo: not a tax document.',
  ]
}

/** A PDF string literal: backslash and parentheses escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`
}

function contentStream(facts: InvoicePdfFacts): string {
  const body = lines(facts)
    .map((line, i) => `${i === 0 ? '/F1 20 Tf' : '/F1 12 Tf'} ${pdfString(line)} Tj T*`)
    .join('\n')
  return `BT\n18 TL\n72 770 Td\n${body}\nET`
}

/** The PDF's bytes (all ASCII, so string offsets are byte offsets). */
export function invoicePdf(facts: InvoicePdfFacts): Uint8Array {
  const stream = contentStream(facts)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xrefAt = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return new TextEncoder().encode(out)
}

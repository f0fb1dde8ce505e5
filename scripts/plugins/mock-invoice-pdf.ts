// Why: the mock's invoices have a PDF at `/__mock/invoice/<id>.pdf?no=&amount=&issued=`
// (src/mocks/invoices/pdf.ts). The invoice page shows it in an <iframe> and offers it as a download
// link: both are navigations, which msw's service worker does not intercept, so the request reaches
// the server. The dev server (VITE_USE_MOCK=true) and the preview of a mock build (its outDir holds
// mockServiceWorker.js) answer it here from the URL alone, the same bytes the msw handler gives
// fetch(). A production build's preview has no such route.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Connect, Plugin } from 'vite'
import { INVOICE_PDF_PREFIX, invoicePdf, pdfFactsOf } from '../../src/mocks/invoices/pdf'

const invoicePdfRoute: Connect.NextHandleFunction = (req, res, next) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (!url.pathname.startsWith(INVOICE_PDF_PREFIX)) return next()
  const facts = pdfFactsOf(url)
  if (!facts || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.statusCode = 404
    res.end()
    return
  }
  const pdf = invoicePdf(facts)
  res.setHeader('Content-Type', 'application/pdf')
  res.setHeader('Content-Disposition', `inline; filename="${facts.invoiceId}.pdf"`)
  res.setHeader('Content-Length', String(pdf.length))
  res.end(req.method === 'HEAD' ? undefined : pdf)
}

export function mockInvoicePdf(): Plugin {
  let mock = false
  let outDir = 'dist'
  return {
    name: 'mock-invoice-pdf',
    configResolved(config) {
      mock = config.env.VITE_USE_MOCK === 'true'
      outDir = resolve(config.root, config.build.outDir)
    },
    configureServer(server) {
      if (mock) server.middlewares.use(invoicePdfRoute)
    },
    configurePreviewServer(server) {
      // `vite preview --outDir dist-mock` runs in production mode: the built worker tells the mock.
      if (existsSync(resolve(outDir, 'mockServiceWorker.js')))
        server.middlewares.use(invoicePdfRoute)
    },
  }
}

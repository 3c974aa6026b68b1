import { STATEMENT_CORPUS } from '../fixtures/index.js';
import type { CorpusDocument, IssuerKind } from './types.js';

/** The first 17 statements (domain/extraction fixtures), as corpus documents with their type. */
const KIND: Record<
  string,
  [IssuerKind, CorpusDocument['country'], CorpusDocument['expected']['documentType']]
> = {
  'werner-earnings-ytd': ['payroll', 'US', 'pay_stub'],
  'bison-cross-border-ddmmyyyy': ['payroll', 'CA', 'pay_stub'],
  'crown-local-hourly-iso': ['payroll', 'US', 'pay_stub'],
  'swift-phone-photo-ocr': ['payroll', 'US', 'pay_stub'],
  'imc-drayage-moves': ['carrier', 'US', 'settlement_statement'],
  'heartland-pdfjs-stacked': ['payroll', 'US', 'pay_stub'],
  'landstar-bco-freight-bills': ['lessor', 'US', 'settlement_statement'],
  'mercer-percentage-charges': ['lessor', 'US', 'settlement_statement'],
  'prime-contractor-less-lines': ['lessor', 'US', 'settlement_statement'],
  'schneider-team-settlement': ['lessor', 'US', 'settlement_statement'],
  'landstar-inway-negative-net': ['lessor', 'US', 'settlement_statement'],
  'freedom-dispatch-weekly': ['carrier', 'US', 'settlement_statement'],
  'rts-factoring-purchase': ['factor', 'US', 'factoring_remittance'],
  'triumph-payment-notification': ['factor', 'US', 'factoring_remittance'],
  'tql-quick-pay-remittance': ['broker', 'US', 'settlement_statement'],
  'chrobinson-ach-two-loads': ['broker', 'US', 'settlement_statement'],
  'amazon-relay-payment': ['load_board', 'US', 'settlement_statement'],
};

export const FIXTURE_DOCUMENTS: CorpusDocument[] = STATEMENT_CORPUS.map((f) => {
  const [issuerKind, country, documentType] = KIND[f.id] ?? ['carrier', 'US', 'settlement_statement'];
  const e = f.expected;
  return {
    id: f.id,
    issuer: e.broker,
    issuerKind,
    country,
    split: 'tuned',
    layout: f.layout,
    text: f.text,
    expected: {
      documentType,
      grossCents: e.grossCents,
      netCents: e.netCents,
      date: e.date,
      broker: e.broker,
      tripNumber: e.tripNumber,
      miles: e.miles,
      linehaulCents: e.linehaulCents,
      fuelSurchargeCents: e.fuelSurchargeCents,
      advancesCents: e.advancesCents,
      escrowCents: e.escrowCents,
      reimbursementsCents: e.reimbursementsCents,
      deductions: e.deductions.map(([, cents]) => cents),
    },
  };
});

// Loaded on demand (import()) when the user exports a PDF, so pdf-lib is never in another route's
// bundle, nor in this route's until it is needed.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  formatCents,
  netProfitColor,
  profitLossBreakdown,
  profitLossEntityText,
  profitLossPeriodText,
  type ProfitLossStatement,
} from '@haulbooks/domain';
import { PROFIT_LOSS_UI } from '../messages';

const INK = rgb(0.11, 0.16, 0.27);
const MUTED = rgb(0.38, 0.42, 0.5);
const GREEN = rgb(0.09, 0.5, 0.24);
const RED = rgb(0.77, 0.13, 0.13);
const RULE = rgb(0.85, 0.87, 0.9);

/** The standard fonts write WinAnsi only; anything else (an emoji in a name) becomes '?'. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC]/gu, '?');
}

/**
 * The Profit & Loss Statement as a one-page US Letter PDF: period (and entity), when the figures
 * were last updated, the three cards and the Category Breakdown.
 */
export async function profitLossPdf(
  statement: ProfitLossStatement,
  options: { lastUpdatedText: string; generatedAt: Date },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${PROFIT_LOSS_UI.title} – ${profitLossPeriodText(statement)}`);
  pdf.setProducer('Haulbooks');
  pdf.setCreationDate(options.generatedAt);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const right = 556;
  let y = 730;

  const text = (value: string, x: number, size: number, font: PDFFont, color = INK) =>
    page.drawText(winAnsi(value), { x, y, size, font, color });
  const textRight = (value: string, size: number, font: PDFFont, color = INK) =>
    drawRight(page, winAnsi(value), right, y, size, font, color);

  text(PROFIT_LOSS_UI.title, left, 20, bold);
  y -= 24;
  text(profitLossPeriodText(statement), left, 11, regular, MUTED);
  const entity = profitLossEntityText(statement);
  if (entity) {
    y -= 16;
    text(entity, left, 11, regular, MUTED);
  }
  y -= 16;
  text(`${PROFIT_LOSS_UI.lastUpdated}: ${options.lastUpdatedText}`, left, 11, regular, MUTED);

  y -= 36;
  const cards: [string, number, ReturnType<typeof rgb>][] = [
    [PROFIT_LOSS_UI.cards.revenue, statement.totalRevenue, INK],
    [PROFIT_LOSS_UI.cards.expenses, statement.totalExpenses, INK],
    [
      PROFIT_LOSS_UI.cards.net,
      statement.netProfit,
      netProfitColor(statement.netProfit) === 'green' ? GREEN : RED,
    ],
  ];
  for (const [label, cents, color] of cards) {
    text(label, left, 13, regular);
    textRight(formatCents(cents), 13, bold, color);
    y -= 10;
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: RULE });
    y -= 18;
  }

  y -= 18;
  text(PROFIT_LOSS_UI.breakdownTitle, left, 15, bold);
  y -= 22;
  const shares = profitLossBreakdown(statement);
  if (shares.length === 0) {
    text(
      statement.entity ? PROFIT_LOSS_UI.breakdownPerEntity : PROFIT_LOSS_UI.breakdownEmpty,
      left,
      11,
      regular,
      MUTED,
    );
  }
  for (const share of shares) {
    if (y < 72) break; // at most 9 screen categories: one page always holds them
    text(share.label, left, 11, regular);
    text(`${share.percent.toFixed(1)}%`, 400, 11, regular, MUTED);
    textRight(formatCents(share.amountCents), 11, regular);
    y -= 18;
  }

  y = 40;
  text(`${PROFIT_LOSS_UI.generatedBy} ${options.generatedAt.toISOString()}`, left, 8, regular, MUTED);
  return pdf.save();
}

function drawRight(
  page: PDFPage,
  value: string,
  right: number,
  y: number,
  size: number,
  font: PDFFont,
  color: ReturnType<typeof rgb>,
) {
  page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y, size, font, color });
}

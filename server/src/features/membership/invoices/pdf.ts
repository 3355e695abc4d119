import type { SupportedLocale } from "@atelier/common";
import { operator } from "@atelier/common/operator";
import PDFDocument from "pdfkit";
import type { InvoiceRow } from "./invoices.ts";

/** The seller, as German invoices must name it: the site's operator with its address and VAT ID. */
const seller = (vatLabel: string) => [
  operator.company,
  operator.street,
  operator.city,
  `${vatLabel} ${operator.vatId}`,
  operator.registerNumber,
];

const WORDS = {
  en: {
    title: "Invoice",
    vatId: "VAT ID",
    number: "Invoice number",
    date: "Invoice date",
    billedTo: "Billed to",
    description: "Description",
    period: "Period",
    amount: "Amount",
    net: "Net",
    vat: (p: number) => `VAT ${p} %`,
    total: "Total",
    paid: "Paid by card. Thank you for being a member of Atelier.",
    plans: { premium_monthly: "Atelier Premium, monthly", premium_yearly: "Atelier Premium, yearly" },
  },
  de: {
    title: "Rechnung",
    vatId: "USt-IdNr.",
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    billedTo: "Rechnung an",
    description: "Leistung",
    period: "Zeitraum",
    amount: "Betrag",
    net: "Netto",
    vat: (p: number) => `USt. ${p} %`,
    total: "Gesamt",
    paid: "Per Karte bezahlt. Danke, dass du Mitglied bei Atelier bist.",
    plans: { premium_monthly: "Atelier Premium, monatlich", premium_yearly: "Atelier Premium, jährlich" },
  },
} as const;

/**
 * PDFKit's built-in Helvetica writes Windows-1252 alone: a letter beyond it is written as its base
 * letter (ő as o, Ł as L), so that no name turns to garbage; what has none is a question mark.
 */
const BASE_LETTERS: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };

function printable(text: string): string {
  return [...text]
    .map((ch) => {
      if (ch.charCodeAt(0) < 0x100 || "€–—‘’“”•…".includes(ch)) return ch;
      const base = BASE_LETTERS[ch] ?? ch.normalize("NFKD").replace(/\p{M}/gu, "");
      return base.length > 0 && base.charCodeAt(0) < 0x100 ? base : "?";
    })
    .join("");
}

/** The invoice as a one-page A4 PDF in the buyer's language. */
export function invoicePdf(invoice: InvoiceRow, locale: SupportedLocale): Promise<Buffer> {
  const w = WORDS[locale];
  const tag = locale === "de" ? "de-DE" : "en-GB";
  const money = (minor: number) =>
    new Intl.NumberFormat(tag, { style: "currency", currency: invoice.currency }).format(minor / 100);
  const day = (date: Date) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(date);

  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${w.title} ${invoice.number}`, Author: "Atelier", CreationDate: invoice.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = 56;
  const right = doc.page.width - 56;
  const width = right - left;

  doc.font("Helvetica-Bold").fontSize(22).fillColor("#0b7285").text("Atelier", left, 56);
  doc.font("Helvetica").fontSize(9).fillColor("#555").text(seller(w.vatId).map(printable).join("\n"), left, 56, {
    width,
    align: "right",
  });

  doc.moveDown(3).font("Helvetica-Bold").fontSize(18).fillColor("#111").text(w.title, left);
  doc.moveDown(0.5).font("Helvetica").fontSize(10);
  doc.text(`${w.number}: ${invoice.number}`);
  doc.text(`${w.date}: ${day(invoice.issuedAt)}`);

  doc.moveDown(1.5).font("Helvetica-Bold").text(w.billedTo);
  doc
    .font("Helvetica")
    .text(printable([invoice.buyerName, invoice.buyerAddress, invoice.buyerEmail].filter(Boolean).join("\n")));

  doc.moveDown(2);
  const header = doc.y;
  doc.font("Helvetica-Bold").text(w.description, left, header);
  doc.text(w.period, left + width * 0.45, header);
  doc.text(w.amount, left, header, { width, align: "right" });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(right, doc.y + 4)
    .strokeColor("#ccc")
    .stroke();

  const line = doc.y + 12;
  doc.font("Helvetica").text(w.plans[invoice.plan], left, line);
  doc.text(`${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`, left + width * 0.45, line);
  doc.text(money(invoice.net), left, line, { width, align: "right" });

  doc.moveDown(2);
  for (const [label, value, bold] of [
    [w.net, money(invoice.net), false],
    [w.vat(invoice.vatPercent), money(invoice.vat), false],
    [w.total, money(invoice.gross), true],
  ] as const) {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").text(label, left + width * 0.55, y);
    doc.text(value, left, y, { width, align: "right" });
    doc.moveDown(0.4);
  }

  doc.moveDown(3).font("Helvetica").fontSize(10).fillColor("#555").text(w.paid, left, doc.y, { width });
  doc.end();
  return done;
}

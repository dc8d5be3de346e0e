/**
 * The official receipt of a verified purchase, any method: one A4 page with the seller (from the
 * `seller` setting), the receipt number (the purchase's serial), the date it was verified, the
 * buyer, what was bought (credits and bonus), the amount, the method and the provider's
 * reference. Malay first, English under each label.
 */

import { and, eq } from "drizzle-orm";
import { formatCredits, formatRM } from "../../../common/money.js";
import { AppError, conflict } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import { payments, users } from "../../db/schema.js";
import { documentFont, loadFonts } from "../exports/pdf-fonts.js";
import { getSetting } from "../settings/service.js";

type PaymentRow = typeof payments.$inferSelect;
type Seller = { name: string; registrationNumber: string | null; address: string | null };

const METHOD: Record<PaymentRow["method"], string> = {
  bank_transfer: "Pindahan Bank / Bank transfer",
  online_banking: "Perbankan Dalam Talian (FPX) / Online banking (FPX)",
  cash_agent: "Tunai melalui Ejen / Cash through an agent",
};

const dateOf = (d: Date) =>
  new Intl.DateTimeFormat("ms-MY", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kuala_Lumpur" }).format(d);

/** The receipt's file name: 'Resit-KP-2026-7F3K9Q.pdf'. */
export const receiptFileName = (serial: string) => `Resit-${serial}.pdf`;

export async function renderReceipt(payment: PaymentRow, buyerEmail: string, seller: Seller): Promise<Buffer> {
  const { PDFDocument, fontkit, faces } = await loadFonts("sans");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    lang: "ms-MY",
    info: { Title: `Resit ${payment.tokenSerial}`, Author: seller.name, Producer: seller.name },
  });
  doc.registerFont("Regular", documentFont(fontkit, faces.regular) as unknown as Buffer);
  doc.registerFont("Bold", documentFont(fontkit, faces.bold) as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 112;

  doc.font("Bold").fontSize(16).fillColor("#111827").text(seller.name);
  doc.font("Regular").fontSize(9).fillColor("#4b5563");
  if (seller.registrationNumber) doc.text(`No. Pendaftaran / Registration No.: ${seller.registrationNumber}`);
  if (seller.address) doc.text(seller.address);
  doc.moveDown(1.2);
  doc.font("Bold").fontSize(20).fillColor("#111827").text("RESIT RASMI");
  doc.font("Regular").fontSize(10).fillColor("#4b5563").text("Official receipt");
  if (payment.refundedAt) {
    const day = dateOf(payment.refundedAt);
    doc
      .moveDown(0.4)
      .font("Bold")
      .fontSize(11)
      .fillColor("#b91c1c")
      .text(`DIKEMBALIKAN pada ${day} / REFUNDED on ${day}`);
  }
  doc.moveDown(1);

  const rows: [string, string][] = [
    ["No. Resit / Receipt no.", payment.tokenSerial],
    ["Tarikh / Date", dateOf(payment.decidedAt ?? payment.createdAt)],
    ["Diterima daripada / Received from", payment.fullName],
    ["E-mel / Email", payment.email ?? buyerEmail],
    ["Alamat / Address", payment.address],
    [
      "Perkara / Item",
      payment.bonusCredits > 0
        ? `${formatCredits(payment.credits)} kredit + ${formatCredits(payment.bonusCredits)} bonus`
        : `${formatCredits(payment.credits)} kredit`,
    ],
    ["Kaedah / Method", METHOD[payment.method]],
    ...(payment.gatewayReference
      ? [["Rujukan FPX / FPX reference", payment.gatewayReference] as [string, string]]
      : payment.bankReference
        ? [["Rujukan bank / Bank reference", payment.bankReference] as [string, string]]
        : []),
  ];
  const labelWidth = 190;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Regular").fontSize(9).fillColor("#4b5563").text(label, 56, y, { width: labelWidth });
    const labelEnd = doc.y;
    doc
      .font("Regular")
      .fontSize(11)
      .fillColor("#111827")
      .text(value, 56 + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelEnd) + 6;
  }
  doc.moveDown(0.6);
  doc
    .moveTo(56, doc.y)
    .lineTo(56 + width, doc.y)
    .strokeColor("#d1d5db")
    .stroke();
  doc.moveDown(0.6);
  const y = doc.y;
  doc.font("Bold").fontSize(12).fillColor("#111827").text("Jumlah dibayar / Amount paid", 56, y, { width: labelWidth });
  doc
    .font("Bold")
    .fontSize(14)
    .text(formatRM(Number(payment.amountRm)), 56 + labelWidth, y, { width: width - labelWidth });
  doc.moveDown(2);
  doc
    .font("Regular")
    .fontSize(8)
    .fillColor("#6b7280")
    .text(
      "Resit ini dijana oleh komputer dan sah tanpa tandatangan. / This receipt is computer-generated and valid without a signature.",
      56,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}

/**
 * The buyer's receipt for one of their own purchases: someone else's is not found, one not yet
 * verified has no receipt (409).
 */
export async function ownReceipt(db: Db, buyerId: string, serial: string): Promise<{ pdf: Buffer; fileName: string }> {
  const [row] = await db
    .select({ payment: payments, email: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.userId, buyerId), eq(payments.tokenSerial, serial.toUpperCase())));
  if (!row) throw new AppError(404, "PAYMENT_NOT_FOUND");
  if (row.payment.status !== "verified") throw conflict("RECEIPT_NOT_READY");
  const seller = await getSetting(db, "seller");
  return {
    pdf: await renderReceipt(row.payment, row.email, seller),
    fileName: receiptFileName(row.payment.tokenSerial),
  };
}

const rmFormat = new Intl.NumberFormat("ms-MY", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'RM 1,234.50': two decimals, ms-MY grouping. */
export function formatRM(amount: number): string {
  return `RM ${rmFormat.format(amount)}`;
}

/** Whole credits with ms-MY grouping: '2,500'. */
export function formatCredits(credits: number): string {
  return new Intl.NumberFormat("ms-MY").format(credits);
}

export function creditsToRM(credits: number, creditValueRM: number): number {
  return Math.round(credits * creditValueRM * 100) / 100;
}

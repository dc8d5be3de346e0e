import type { Page } from "playwright-core";
import { expect } from "vitest";
import kinds from "../../src/common/i18n/areas/kinds.ms.json" with { type: "json" };

export const K = kinds.kindsArea;

/** A row cell's accessible name: 'Perkara, baris 2'. */
export const rowLabel = (label: string, n: number) => `${label}${K.rows.rowSuffix.replace("{{n}}", String(n))}`;

/** Opens 'Butiran tambahan (pilihan)' when it is folded. */
export async function openDetails(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: new RegExp(`^${escapeRegExp(K.details.title)}`) });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

/** Adds one budget row and fills it; quantity may be left empty. */
export async function addBudgetItem(page: Page, n: number, item: string, quantity: string, unitPrice: string) {
  await page.getByRole("button", { name: K.budget.add }).click();
  await page.getByLabel(rowLabel(K.budget.item, n), { exact: true }).fill(item);
  if (quantity) await page.getByLabel(rowLabel(K.budget.quantity, n), { exact: true }).fill(quantity);
  await page.getByLabel(rowLabel(K.budget.unitPrice, n), { exact: true }).fill(unitPrice);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Nothing in the page's main area reaches past the screen at 375 and 360 px, but what scrolls
 * sideways inside a box that fits. (The whole document is
 * not measured: the shared top bar is wider than 360 px with a three-digit balance, a shell matter.)
 */
export async function expectMainFits(page: Page): Promise<void> {
  const original = page.viewportSize();
  for (const width of [375, 360]) {
    await page.setViewportSize({ width, height: 740 });
    const tooWide = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll("#main *"))
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width <= 0 || box.right <= limit + 0.5) return false;
          // Inside a box that scrolls or clips sideways (a toolbar row, a wide table) and that
          // itself fits, it is scrolled to, not cut off the screen.
          for (let up = el.parentElement; up && up.id !== "main"; up = up.parentElement) {
            const overflowX = getComputedStyle(up).overflowX;
            if (overflowX !== "visible" && up.getBoundingClientRect().right <= limit + 0.5) return false;
          }
          return true;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
        .slice(0, 5);
    });
    expect(tooWide, `at ${width} px`).toEqual([]);
  }
  if (original) await page.setViewportSize(original);
}

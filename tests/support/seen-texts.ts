import type { Page } from "playwright-core";

/**
 * The texts of `texts` the page has shown so far, reported by the page itself the moment each
 * appears (across navigations), so a toast shown for half a second before a redirect is never missed
 * by a poll on a busy machine. Call before the page's first navigation.
 */
export async function watchTexts(page: Page, texts: string[]): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("reportSeenText", (text: string) => {
    if (!seen.includes(text)) seen.push(text);
  });
  await page.addInitScript((wanted) => {
    const report = () => {
      const body = document.body?.textContent ?? "";
      for (const text of wanted)
        if (body.includes(text)) (window as unknown as { reportSeenText(t: string): void }).reportSeenText(text);
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
  return seen;
}

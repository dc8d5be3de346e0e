import i18n from "i18next";
import { type CataloguePart, catalogueFileOf } from "./catalogue-parts";

type Catalogue = Record<string, unknown>;

/**
 * Every catalogue file, loaded on demand: the base (src/common/i18n/<lng>.json) plus one per area
 * (src/common/i18n/areas/<area>.<lng>.json), each area under top-level keys of its own. The build
 * puts each part of each language in one chunk (vite.config.ts): one request per part.
 */
const files = import.meta.glob<Catalogue>(["../../common/i18n/*.json", "../../common/i18n/areas/*.json"], {
  import: "default",
});

async function fetchPart(lng: string, part: CataloguePart): Promise<Catalogue> {
  const own = Object.keys(files).filter((file) => {
    const of = catalogueFileOf(file);
    return of?.language === lng && of.part === part;
  });
  const catalogues = await Promise.all(own.map((file) => files[file]?.() ?? {}));
  return Object.assign({}, ...catalogues);
}

const installing = new Map<string, Promise<void>>();
const installed = new Set<string>();

/** Fetches `lng`'s `part` and adds it to i18next, once (a failed fetch is tried again next time). */
export function installPart(lng: string, part: CataloguePart): Promise<void> {
  const key = `${lng}:${part}`;
  let done = installing.get(key);
  if (!done) {
    done = fetchPart(lng, part).then((catalogue) => {
      i18n.addResourceBundle(lng, "translation", catalogue, true, false);
      installed.add(key);
    });
    done.catch(() => installing.delete(key));
    installing.set(key, done);
  }
  return done;
}

export function hasPart(lng: string, part: CataloguePart): boolean {
  return installed.has(`${lng}:${part}`);
}

/**
 * The page facts: one parse of the HTML, then one extractor per area over it. Pure: no I/O; the
 * fetch stage fetched, this only reads what came back.
 */
import { contactFacts } from './contacts';
import { tradeFacts } from './trade';
import { assetFacts } from './files';
import { formFacts } from './forms';
import { imageFacts } from './images';
import { leftoverFacts } from './leftovers';
import { linkFacts } from './links';
import { documentFacts, headerFacts } from './basics';
import { metaFacts } from './meta';
import { outlineFacts } from './outline';
import { scriptFacts } from './scripts';
import { styleFacts } from './styles';
import { dateFacts, loadingTextFacts } from './text';
import { unfinishedFacts } from './notices';
import { byteLength, clip, parsePage, type PageDocument } from './document';
import { factLimits } from './limits';
import type { PageFacts, PageSnapshot, SiteExtras } from './page-facts';
import { placeList, stuffedKeywords } from './keywords';
import { stuffedRobots } from './robots-meta';
import { sampleLabels } from './sample-labels';
import { tradeTypes } from './trade-type';

export { clip } from './document';
export { factLimits } from './limits';
export type { PageFacts, PageSnapshot, SiteExtras } from './page-facts';
export type { TextFact } from './limits';

/** The page's facts; `document` is the fetch stage's parse of it (tests may leave it out: it is parsed here then). */
export function extractFacts(page: PageSnapshot, extras: SiteExtras, document?: PageDocument): PageFacts {
  const d = document ?? parsePage(page);
  const responseMs = Number.isFinite(page.elapsedMs) && page.elapsedMs >= 0 ? Math.round(page.elapsedMs) : null;
  const htmlBytes = Number.isFinite(page.bytes) && page.bytes > 0 ? Math.round(page.bytes) : byteLength(page.body);

  return {
    url: clip(page.redirects[0] ?? page.url, 200),
    finalUrl: clip(page.url, 200),
    host: d.host,
    https: d.https,
    status: page.status,
    redirects: { count: page.redirects.length, chain: page.redirects.slice(0, factLimits.redirects).map((r) => clip(r)) },
    responseMs,
    htmlBytes,
    ...metaFacts(d, extras),
    keywordsStuffed: stuffedKeywords(d),
    placeList: placeList(d),
    robotsStuffed: stuffedRobots(d),
    sampleLabels: sampleLabels(d),
    tradeTypes: tradeTypes(d),
    ...imageFacts(d),
    ...formFacts(d),
    ...outlineFacts(d),
    ...linkFacts(d),
    ...headerFacts(d),
    ...assetFacts(d),
    ...documentFacts(d),
    ...scriptFacts(d),
    ...styleFacts(d),
    ...loadingTextFacts(d),
    ...leftoverFacts(d),
    ...contactFacts(d),
    ...tradeFacts(d),
    ...dateFacts(d, extras.fetchedAt ?? new Date().toISOString()),
    ...unfinishedFacts(d, extras.fetchedAt ?? new Date().toISOString()),
  };
}

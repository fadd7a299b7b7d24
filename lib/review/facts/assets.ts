/** What the HTML itself loads, and from where: scripts, styles, other sites, plain-http files. */
import { factLimits } from './limits';
import { attr, byteLength, clip, pushDistinct, rawText, resolve, type PageDocument } from './document';

const EXECUTABLE_SCRIPT = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);
/** rel values whose href the browser downloads (canonical, alternate and the like are only references). */
const LOADED_LINK_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'icon', 'apple-touch-icon', 'mask-icon', 'manifest']);

export function assetFacts(d: PageDocument) {
  const { tags, linkRels, base, https, isFirstParty } = d;
  // Resources
  const resources = {
    externalScripts: 0,
    inlineScripts: 0,
    inlineScriptBytes: 0,
    stylesheets: 0,
    inlineStyles: 0,
    inlineStyleBytes: 0,
    thirdPartyScripts: 0,
    thirdPartyScriptOriginCount: 0,
    thirdPartyScriptOrigins: [] as string[],
    thirdPartyOriginCount: 0,
    thirdPartyOrigins: [] as string[],
    insecure: 0,
    insecureExamples: [] as string[],
  };
  const scriptOrigins = new Set<string>();
  const origins = new Set<string>();
  const noteResource = (src: string | undefined, isScript: boolean) => {
    const target = resolve(src, base);
    if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) return;
    if (https && target.protocol === 'http:') {
      resources.insecure += 1;
      pushDistinct(resources.insecureExamples, clip(target.href, factLimits.shortText), 3);
    }
    const origin = target.host.toLowerCase();
    if (isFirstParty(target.hostname.toLowerCase())) return;
    origins.add(origin);
    pushDistinct(resources.thirdPartyOrigins, origin, factLimits.origins);
    if (isScript) {
      resources.thirdPartyScripts += 1;
      scriptOrigins.add(origin);
      pushDistinct(resources.thirdPartyScriptOrigins, origin, factLimits.origins);
    }
  };
  for (const script of tags('script')) {
    const src = attr(script, 'src');
    if (attr(script, 'nomodule') !== undefined) continue;
    if (src !== undefined) {
      resources.externalScripts += 1;
      noteResource(src, true);
    } else if (EXECUTABLE_SCRIPT.has((attr(script, 'type') ?? '').trim().toLowerCase())) {
      resources.inlineScripts += 1;
      resources.inlineScriptBytes += byteLength(rawText(script));
    }
  }
  for (const style of tags('style')) {
    resources.inlineStyles += 1;
    resources.inlineStyleBytes += byteLength(rawText(style));
  }
  for (const { el, rels } of linkRels) {
    if (rels.includes('stylesheet')) resources.stylesheets += 1;
    if (rels.some((r) => LOADED_LINK_RELS.has(r))) noteResource(attr(el, 'href'), false);
  }
  for (const img of tags('img')) noteResource(attr(img, 'src'), false);
  for (const frame of tags('iframe')) noteResource(attr(frame, 'src'), false);
  resources.thirdPartyScriptOriginCount = scriptOrigins.size;
  resources.thirdPartyOriginCount = origins.size;

  return { resources };
}

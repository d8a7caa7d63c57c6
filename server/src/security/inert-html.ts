// For the hostile-input tests: what in a server-rendered HTML document could run script. An <svg>
// is allowed (the template draws its icons with it); a script or handler inside one is not.

const DANGEROUS_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'link',
  'template',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'srcdoc',
  'poster',
]);
const SCRIPT_URL = /^\s*(javascript|vbscript|data:text\/html)/i;

const TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, digits: string) => String.fromCodePoint(Number(digits)))
    .replace(/&colon;/gi, ':')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Every element or attribute of `html` that could run script or load another document: dangerous
 * tags, event handler attributes, script URLs, and a meta refresh. Empty for an inert document.
 */
export function scriptVectorsIn(html: string): string[] {
  const found: string[] = [];
  for (const [, rawName, attributes] of html.matchAll(TAG)) {
    const name = rawName!.toLowerCase();
    if (DANGEROUS_TAGS.has(name)) found.push(`<${name}>`);
    for (const [, rawAttribute, rawValue] of (attributes ?? '').matchAll(ATTRIBUTE)) {
      const attribute = rawAttribute!.toLowerCase();
      const value = decodeEntities((rawValue ?? '').replace(/^["']|["']$/g, ''));
      if (attribute.startsWith('on')) found.push(`<${name} ${attribute}>`);
      if (URL_ATTRIBUTES.has(attribute) && SCRIPT_URL.test(value))
        found.push(`<${name} ${attribute}="${value}">`);
      if (name === 'meta' && attribute === 'http-equiv' && /refresh|set-cookie/i.test(value)) {
        found.push(`<meta http-equiv="${value}">`);
      }
    }
  }
  return found;
}

/**
 * The value the page's style sheets declare for `property` on `element`, outside any media query
 * (the phone-first base rules), last matching rule winning. jsdom does not compute logical properties
 * such as `inline-size`, so tests read what styled-components declared instead.
 */
export function declaredStyle(element: Element, property: string): string | undefined {
  let value: string | undefined;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) {
        value = rule.style.getPropertyValue(property) || value;
      }
    }
  }
  return value;
}

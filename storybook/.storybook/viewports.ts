/** The three widths the product is designed for; phones first (360 px, STYLE.md). */
export const viewports = {
  phone: { name: 'Phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

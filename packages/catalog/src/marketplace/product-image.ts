// Each catalog product's picture, drawn as a small SVG from its category colour and an icon, so the
// catalog needs no image files and no outside host. Pure: the server serves it, tests read it.
import type { ProductIcon } from './catalog-data';

// Simple line drawings on a 100 × 100 grid (stroked, no fill), one per kind of product.
const ICONS: Record<ProductIcon, string> = {
  pot: 'M22 45h56v22a12 12 0 0 1-12 12H34a12 12 0 0 1-12-12zM14 45h8M78 45h8M36 45v-6h28v6M47 33h6',
  mixer: 'M30 78h40M38 78l4-16h16l4 16M34 30h34a8 8 0 0 1 0 16H46v16M34 30v16M40 46l-6 12h12',
  whisk: 'M50 82V52M50 52c-14-10-14-34 0-34s14 24 0 34M50 52c-6-10-6-30 0-34M50 52c6-10 6-30 0-34',
  knife: 'M26 74l40-40c6-6 12-4 12 2L40 74zM26 74l-8 8M40 74l-10 10',
  plate: 'M50 20a30 30 0 1 0 0.1 0M50 34a16 16 0 1 0 0.1 0',
  glass: 'M36 18h28l-2 26a12 12 0 0 1-24 0zM50 56v20M38 80h24',
  fork: 'M40 18v18a10 10 0 0 0 20 0V18M50 18v18M50 46v36',
  bowl: 'M18 46h64a32 28 0 0 1-64 0zM40 80h20',
  frame: 'M22 22h56v56H22zM30 30h40v40H30zM30 62l12-14 10 10 8-8 10 12',
  lamp: 'M34 22h32l10 26H24zM50 48v26M36 80h28',
  basket: 'M20 44h60l-8 34H28zM32 44l8-20M68 44l-8-20M34 56v12M50 56v12M66 56v12',
  chair: 'M32 20h36v30H32zM28 50h44v10H28zM32 60v22M68 60v22',
  bed: 'M16 70V32M16 56h68v14M84 70V50a8 8 0 0 0-8-8H44v14M24 48a6 6 0 1 0 12 0a6 6 0 1 0-12 0',
  towel: 'M26 20h40a8 8 0 0 1 8 8v50H34V28a8 8 0 0 0-8-8a8 8 0 0 0-8 8v8h16M46 64h20',
  bottle: 'M42 16h16v10l6 8v42a6 6 0 0 1-6 6H42a6 6 0 0 1-6-6V34l6-8zM36 50h28',
  moon: 'M62 20a30 30 0 1 0 18 44a24 24 0 1 1-18-44z',
  flame:
    'M50 82c-16 0-24-12-20-26c3-10 12-14 12-26c10 6 18 18 16 28c4-2 6-6 6-10c6 8 8 14 6 20c-2 8-10 14-20 14z',
  leaf: 'M24 76C24 44 44 24 78 22c0 34-20 54-52 54zM24 76l30-30',
  tent: 'M50 20L16 78h68zM50 20v58M40 78l10-22 10 22',
  plane: 'M18 56l64-26-14 40-14-14-10 16v-20zM54 56l28-26',
  cup: 'M26 34h40v22a20 20 0 0 1-40 0zM66 40h6a8 8 0 0 1 0 16h-6M22 82h52M40 16c-4 6 4 8 0 14M52 16c-4 6 4 8 0 14',
  palette:
    'M50 18a32 32 0 1 0 0 64c6 0 6-8 2-12s0-10 6-10h10a14 14 0 0 0 14-14c0-16-14-28-32-28zM34 44a4 4 0 1 0 0.1 0M46 32a4 4 0 1 0 0.1 0M62 34a4 4 0 1 0 0.1 0',
  spa: 'M50 76c-18 0-30-12-30-26c12 0 24 6 30 18c6-12 18-18 30-18c0 14-12 26-30 26zM50 68c-8-12-8-28 0-44c8 16 8 32 0 44z',
  ring: 'M50 38a22 22 0 1 0 0.1 0M40 24l10-10 10 10-10 10z',
  heart: 'M50 78L22 50a16 16 0 0 1 28-20a16 16 0 0 1 28 20z',
  book: 'M22 24h24a6 6 0 0 1 6 6v50a6 6 0 0 0-6-6H22zM78 24H58a6 6 0 0 0-6 6v50a6 6 0 0 1 6-6h20z',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function productImageSvg(product: { name: string; icon: ProductIcon; hue: number }): string {
  const { hue } = product;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="400" height="400" role="img" aria-label="${escapeXml(product.name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 94%)"/><stop offset="1" stop-color="hsl(${(hue + 24) % 360} 55% 84%)"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/><circle cx="50" cy="50" r="36" fill="hsl(${hue} 70% 98%)" opacity="0.7"/><path d="${ICONS[product.icon]}" fill="none" stroke="hsl(${hue} 45% 32%)" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

// The seeded directory's local pictures: one simple illustration per category in three colorways,
// written as static files under apps/web/public/directory/ (no network, no stock photos). Run
// `npx tsx packages/catalog/scripts/directory-photos.ts` after changing them; a unit test checks
// the files on disk match.

const PALETTES = [
  { from: '#f8e1e4', to: '#f3c6cf', ink: '#8c3b4f', accent: '#ffffff' },
  { from: '#e3efe3', to: '#c5dcc8', ink: '#3e6b4f', accent: '#fdfbf5' },
  { from: '#e6e3f3', to: '#c9c3e6', ink: '#4c3f7d', accent: '#fff8ec' },
] as const;

/** Each motif is drawn in a 200×200 box centred in the picture, in `ink` with `accent` highlights. */
const MOTIFS: Record<string, string> = {
  venue:
    '<path d="M20 190V80L100 20l80 60v110z" fill="{ink}"/><path d="M70 190v-60a30 30 0 0 1 60 0v60z" fill="{accent}"/><circle cx="100" cy="70" r="12" fill="{accent}"/>',
  planning:
    '<rect x="40" y="25" width="120" height="165" rx="10" fill="{ink}"/><rect x="75" y="15" width="50" height="24" rx="6" fill="{accent}"/><path d="M62 75h76M62 105h76M62 135h50" stroke="{accent}" stroke-width="10" stroke-linecap="round"/>',
  catering:
    '<circle cx="100" cy="105" r="70" fill="{ink}"/><circle cx="100" cy="105" r="46" fill="{accent}"/><path d="M15 40v120M185 40v120" stroke="{ink}" stroke-width="10" stroke-linecap="round"/>',
  photography:
    '<rect x="20" y="60" width="160" height="115" rx="16" fill="{ink}"/><rect x="65" y="40" width="70" height="30" rx="8" fill="{ink}"/><circle cx="100" cy="118" r="38" fill="{accent}"/><circle cx="100" cy="118" r="22" fill="{ink}"/>',
  videography:
    '<rect x="15" y="65" width="125" height="95" rx="14" fill="{ink}"/><path d="M140 95l45-25v85l-45-25z" fill="{ink}"/><circle cx="52" cy="45" r="22" fill="{ink}"/><circle cx="103" cy="45" r="22" fill="{ink}"/>',
  music:
    '<path d="M75 40l90-20v115" stroke="{ink}" stroke-width="12" fill="none"/><path d="M75 40v125" stroke="{ink}" stroke-width="12"/><ellipse cx="55" cy="165" rx="28" ry="20" fill="{ink}"/><ellipse cx="145" cy="140" rx="28" ry="20" fill="{ink}"/>',
  florist:
    '<path d="M100 110v85" stroke="{ink}" stroke-width="10"/><g fill="{ink}"><circle cx="100" cy="60" r="30"/><circle cx="140" cy="95" r="30"/><circle cx="60" cy="95" r="30"/><circle cx="78" cy="140" r="30"/><circle cx="122" cy="140" r="30"/></g><circle cx="100" cy="105" r="22" fill="{accent}"/>',
  attire:
    '<path d="M80 20h40l-6 45 56 130H30L86 65z" fill="{ink}"/><path d="M86 65h28" stroke="{accent}" stroke-width="8"/>',
  officiant:
    '<circle cx="78" cy="110" r="48" stroke="{ink}" stroke-width="14" fill="none"/><circle cx="122" cy="110" r="48" stroke="{ink}" stroke-width="14" fill="none"/><path d="M100 30l10 15-10 15-10-15z" fill="{accent}"/>',
  bar: '<path d="M30 30h140l-70 85z" fill="{ink}"/><path d="M100 115v65M65 185h70" stroke="{ink}" stroke-width="10" stroke-linecap="round"/><circle cx="140" cy="45" r="14" fill="{accent}"/>',
  cake: '<rect x="30" y="130" width="140" height="55" rx="8" fill="{ink}"/><rect x="50" y="85" width="100" height="45" rx="8" fill="{ink}"/><rect x="70" y="48" width="60" height="37" rx="8" fill="{ink}"/><path d="M30 150h140M50 103h100" stroke="{accent}" stroke-width="6"/><circle cx="100" cy="32" r="10" fill="{ink}"/>',
  decor:
    '<path d="M5 40q95 80 190 0" stroke="{ink}" stroke-width="5" fill="none"/><g fill="{ink}"><circle cx="30" cy="70" r="14"/><circle cx="70" cy="88" r="14"/><circle cx="110" cy="90" r="14"/><circle cx="150" cy="80" r="14"/></g><path d="M70 190v-60M130 190v-60" stroke="{ink}" stroke-width="8"/><path d="M60 130l10-20 10 20zM120 130l10-20 10 20z" fill="{accent}"/>',
  rentals:
    '<rect x="25" y="80" width="150" height="16" rx="6" fill="{ink}"/><path d="M45 96v90M155 96v90" stroke="{ink}" stroke-width="12"/><path d="M60 20h80l10 50H50z" fill="{ink}"/><path d="M100 20v60" stroke="{accent}" stroke-width="6"/>',
  transportation:
    '<path d="M15 140v-30l30-40h100l40 40v30z" fill="{ink}"/><path d="M55 80h35v30H40zM100 80h40l25 30h-65z" fill="{accent}"/><circle cx="55" cy="150" r="22" fill="{ink}"/><circle cx="150" cy="150" r="22" fill="{ink}"/><circle cx="55" cy="150" r="9" fill="{accent}"/><circle cx="150" cy="150" r="9" fill="{accent}"/>',
  beauty:
    '<ellipse cx="80" cy="80" rx="55" ry="65" fill="{ink}"/><ellipse cx="80" cy="80" rx="40" ry="50" fill="{accent}"/><path d="M80 145v45" stroke="{ink}" stroke-width="12"/><rect x="140" y="90" width="34" height="95" rx="6" fill="{ink}"/><path d="M145 90v-40l24 20v20z" fill="{ink}"/>',
  stationery:
    '<rect x="15" y="50" width="170" height="120" rx="10" fill="{ink}"/><path d="M15 60l85 60 85-60" stroke="{accent}" stroke-width="8" fill="none"/><circle cx="100" cy="125" r="16" fill="{accent}"/>',
  jewelry:
    '<circle cx="100" cy="125" r="58" stroke="{ink}" stroke-width="16" fill="none"/><path d="M70 55l15-25h30l15 25-30 30z" fill="{ink}"/><path d="M85 30l15 25 15-25" stroke="{accent}" stroke-width="4" fill="none"/>',
  favors:
    '<rect x="30" y="85" width="140" height="100" rx="8" fill="{ink}"/><rect x="20" y="65" width="160" height="30" rx="6" fill="{ink}"/><path d="M100 65v120" stroke="{accent}" stroke-width="14"/><path d="M100 65c-40-40-60 0 0 0c40-40 60 0 0 0" stroke="{ink}" stroke-width="10" fill="none"/>',
  other:
    '<path d="M100 15l22 62h65l-53 38 20 63-54-39-54 39 20-63-53-38h65z" fill="{ink}"/><circle cx="100" cy="105" r="18" fill="{accent}"/>',
};

export function directoryPhotoSvg(apiCategory: string, n: number): string {
  const p = PALETTES[(n - 1) % PALETTES.length]!;
  const motif = (MOTIFS[apiCategory] ?? MOTIFS.other!)
    .replaceAll('{ink}', p.ink)
    .replaceAll('{accent}', p.accent);
  // Three colourways, each with its own placement of soft background circles.
  const circles = [
    [120, 110, 90],
    [690, 480, 140],
    [700, 90, 60],
  ]
    .map(([x, y, r], i) => {
      const shift = (n - 1) * 70 * (i % 2 === 0 ? 1 : -1);
      return `<circle cx="${x! + shift}" cy="${y}" r="${r}" fill="${p.accent}" opacity="0.35"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/>${circles}<g transform="translate(250 150) scale(1.5)">${motif}</g></svg>\n`;
}

// Which features the landing page marks "Coming soon": the one place to flip. When an area lands in
// the planner, remove its id here and the badge disappears from its card (the card stays).

export type LandingFeatureId =
  | 'seating'
  | 'countdown'
  | 'checklist'
  | 'guests'
  | 'vendors'
  | 'run-of-show'
  | 'budget'
  | 'registry'
  | 'directory';

export const COMING_SOON_FEATURES: ReadonlySet<LandingFeatureId> = new Set<LandingFeatureId>([]);

export function isComingSoon(id: LandingFeatureId): boolean {
  return COMING_SOON_FEATURES.has(id);
}

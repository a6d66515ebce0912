/** About this much content (characters, entries) per slice: a few milliseconds of applying. */
export declare const SLICE_BUDGET: number;

/**
 * The update (v1) as ordered slices of about `budget` content each; applying them in order, each in
 * its own transaction, gives the same document as applying `update`. Returns `[update]` when it is
 * small or cannot be sliced safely.
 */
export declare function sliceUpdate(update: Uint8Array, budget?: number): Uint8Array[];

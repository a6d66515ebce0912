// Test helpers for every workspace: entity fixtures and fast-check generators of valid entities.
// Imported as '@confetti/plan/testing' (never from production code).
export { validEntity } from './arbitraries';
export { budgetItem, CREATED_AT, guest, payment, syncDocs, task, vendor } from './fixtures';
